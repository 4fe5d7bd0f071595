import { IMPORT_FILES, PRODUCT_COLUMNS, importColumns, type ImportKind } from '@mostrador/core';
import { neutralizeFormula } from '../../lib/spreadsheet';

/**
 * CSV the way a Spanish-locale spreadsheet opens it with a double click: UTF-8 with BOM, ';' between
 * values, ',' as the decimal mark, CRLF line ends. Our own reader accepts exactly this back.
 */
export const CSV_BOM = '\uFEFF';

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value).replace('.', ',') : String(neutralizeFormula(value));
  return /[";\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(values: Array<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(';')}\r\n`;
}

/** The downloadable example of one upload kind (also committed under docs/ejemplos/). */
export function exampleCsv(kind: ImportKind): string {
  const example = IMPORT_FILES[kind].example;
  // Required columns and the ones the example rows use (products_update shows only a few).
  const columns = importColumns(kind).filter(
    ({ key, role }) => role === 'required' || example.some((row) => row[key] !== undefined),
  );
  const lines = [csvLine(columns.map(({ key }) => PRODUCT_COLUMNS[key].header))];
  for (const row of example) lines.push(csvLine(columns.map(({ key }) => row[key] ?? '')));
  return CSV_BOM + lines.join('');
}
