import {
  IMPORT_FILES,
  PRODUCT_COLUMNS,
  columnForHeader,
  importColumns,
  normalizeHeader,
  type ColumnRole,
  type ImportKind,
  type ProductColumnKey,
} from '@mostrador/core';
import { ImportFailure, RowErrors } from './import-errors';
import type { ImportTable } from './import-reader';
import { recordWriter } from './import-records';

/** Most data rows one file may have (the 20 MB size limit allows about this many short rows). */
export const IMPORT_MAX_ROWS = 200_000;

export const ROWS_TEXT = {
  missing: 'Faltan columnas obligatorias: {columns}.',
  unknown: 'Columnas desconocidas: {columns}.',
  repeated: 'Columnas repetidas: {columns}.',
  needsOne: 'Falta al menos una columna a modificar ademas de id_original.',
  ignored: 'Se ignoraron las columnas que este archivo no usa: {columns}.',
  accepted: 'Columnas aceptadas en este archivo: {columns}.',
  noRows: 'El archivo no tiene filas de datos (solo el encabezado)',
  tooManyRows: `El archivo tiene mas de ${IMPORT_MAX_ROWS.toLocaleString('de-DE')} filas; por favor dividalo en partes`,
  required: 'es obligatoria',
  extraValues:
    'tiene {values} valores y el encabezado {columns} columnas (un valor con "{delimiter}" debe ir entre comillas)',
  duplicate: 'el ID original esta repetido (ya aparece en la fila {row})',
} as const;

/** A good row, ready to write: its encoded values and what the write needs besides. */
export interface CheckedRow {
  rowNumber: number;
  originalId: string;
  /** Array elements in the order of recordFields (import-records.ts). */
  values: string[];
  brand?: string;
  kind?: string;
}

interface MappedColumn {
  index: number;
  key: ProductColumnKey;
  role: ColumnRole;
  header: string;
  /** A product column this kind of file does not use (the exported list's other columns). */
  extra?: boolean;
}

/** Any product column's header, whichever kind of file accepts it. */
function anyProductColumn(header: string): ProductColumnKey | undefined {
  const normalized = normalizeHeader(header);
  return (Object.keys(PRODUCT_COLUMNS) as ProductColumnKey[]).find((key) =>
    PRODUCT_COLUMNS[key].aliases.includes(normalized),
  );
}

/** What an empty optional cell means in a full list: the field's empty value. */
const EMPTY_VALUE: Partial<Record<ProductColumnKey, unknown>> = {
  brand: null,
  quantity_unit: 'unit',
  description: null,
  tags: [],
  image_url: null,
  category: null,
  active: true,
  stock: null,
};

/** Our exports put an apostrophe before a leading = + - @; a re-uploaded cell gets its value back. */
function restoreNeutralized(raw: string): string {
  return raw.charCodeAt(0) === 39 && /^'[=+\-@]/.test(raw) ? raw.slice(1) : raw;
}

function isBlankRow(cells: string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}

/** Matches the header to the kind's columns; a wrong column set fails the whole file at once. */
export function mapHeaders(kind: ImportKind, headers: string[]): MappedColumn[] {
  const spec = IMPORT_FILES[kind];
  const mapped: MappedColumn[] = [];
  const unknown: string[] = [];
  const repeated: string[] = [];
  headers.forEach((header, index) => {
    if (normalizeHeader(header) === '') return;
    const key = columnForHeader(kind, header);
    // The exported spreadsheet goes back as it is to the price, stock and delete uploads: the
    // product columns they do not use are left unread, and the import's note names them.
    const other = key ? undefined : anyProductColumn(header);
    if (other) mapped.push({ index, key: other, role: 'ignored', header: header.trim(), extra: true });
    else if (!key) unknown.push(header.trim());
    else if (mapped.some((column) => column.key === key)) repeated.push(header.trim());
    else mapped.push({ index, key, role: spec.columns[key]!, header: header.trim() });
  });
  const missing = importColumns(kind)
    .filter(({ key, role }) => role === 'required' && !mapped.some((column) => column.key === key))
    .map(({ key }) => PRODUCT_COLUMNS[key].header);
  const problems: string[] = [];
  if (missing.length) problems.push(ROWS_TEXT.missing.replace('{columns}', missing.join(', ')));
  if (unknown.length) problems.push(ROWS_TEXT.unknown.replace('{columns}', unknown.join(', ')));
  if (repeated.length) problems.push(ROWS_TEXT.repeated.replace('{columns}', repeated.join(', ')));
  if (!problems.length && spec.needsOneOptional && !mapped.some((column) => column.role === 'optional')) {
    problems.push(ROWS_TEXT.needsOne);
  }
  if (problems.length) {
    const accepted = importColumns(kind).map(({ key }) => PRODUCT_COLUMNS[key].header);
    problems.push(ROWS_TEXT.accepted.replace('{columns}', accepted.join(', ')));
    throw new ImportFailure(problems.join(' '));
  }
  return mapped;
}

/**
 * Checks a file's rows one at a time. Nothing is written here; the caller writes good rows in
 * chunks inside one transaction and rolls it all back if any row turns out bad, so a file is
 * applied whole or not at all while only one chunk is held in memory.
 */
export class RowChecker {
  readonly errors = new RowErrors();
  /** Data rows seen, good and bad (blank rows are skipped). */
  total = 0;
  /** The product fields the file carries, in the order each row's values are kept. */
  readonly present: ProductColumnKey[];
  /** Each field's header as the file writes it, for error messages. */
  readonly headerOf: Partial<Record<ProductColumnKey, string>>;
  /** Product columns the file carries that this kind of upload does not read. */
  readonly ignoredHeaders: string[];
  private readonly columns: MappedColumn[];
  private readonly fullList: boolean;
  private readonly width: number;
  private readonly delimiter?: string;
  private readonly writeRecord: (values: readonly unknown[]) => string[];
  private readonly firstRowOf = new Map<string, number>();
  private readonly at: { id: number; brand: number; kind: number };

  constructor(kind: ImportKind, table: Pick<ImportTable, 'headers' | 'delimiter'>) {
    const mapped = mapHeaders(kind, table.headers);
    this.ignoredHeaders = mapped.filter((column) => column.extra).map((column) => column.header);
    this.columns = mapped.filter((column) => column.role !== 'ignored');
    this.present = this.columns.map((column) => column.key);
    this.headerOf = Object.fromEntries(mapped.map((column) => [column.key, column.header]));
    this.fullList = kind === 'products_file';
    this.width = table.headers.length;
    this.delimiter = table.delimiter;
    this.writeRecord = recordWriter(this.present);
    this.at = {
      id: this.present.indexOf('original_id'),
      brand: this.present.indexOf('brand'),
      kind: this.present.indexOf('kind'),
    };
  }

  /** The row's record when it is good; undefined when it is blank or bad (its errors recorded). */
  check(rowNumber: number, cells: string[]): CheckedRow | undefined {
    if (isBlankRow(cells)) return undefined;
    this.total += 1;
    if (this.total > IMPORT_MAX_ROWS) throw new ImportFailure(ROWS_TEXT.tooManyRows);
    const extra =
      cells.length > this.width ? cells.slice(this.width).filter((cell) => cell.trim() !== '') : [];
    if (extra.length) {
      this.errors.add({
        row: rowNumber,
        reason: ROWS_TEXT.extraValues
          .replace('{values}', String(this.width + extra.length))
          .replace('{columns}', String(this.width))
          .replace('{delimiter}', this.delimiter === '\t' ? 'tabulador' : (this.delimiter ?? ',')),
      });
      return undefined;
    }
    const values: unknown[] = new Array(this.columns.length);
    let valid = true;
    for (let at = 0; at < this.columns.length; at += 1) {
      const column = this.columns[at]!;
      const raw = restoreNeutralized((cells[column.index] ?? '').trim());
      if (raw === '') {
        if (column.role === 'required' && (this.fullList || column.key === 'original_id')) {
          this.errors.add({ row: rowNumber, column: column.header, value: '', reason: ROWS_TEXT.required });
          valid = false;
        } else if (this.fullList) {
          values[at] = EMPTY_VALUE[column.key];
        }
        continue;
      }
      const parsed = PRODUCT_COLUMNS[column.key].parse(raw);
      if (parsed.error !== undefined) {
        this.errors.add({ row: rowNumber, column: column.header, value: raw, reason: parsed.error });
        valid = false;
      } else {
        values[at] = parsed.value;
      }
    }
    const originalId = values[this.at.id] as string | undefined;
    if (originalId === undefined) return undefined;
    const first = this.firstRowOf.get(originalId);
    if (first !== undefined) {
      this.errors.add({
        row: rowNumber,
        column: this.columns[this.at.id]!.header,
        value: originalId,
        reason: ROWS_TEXT.duplicate.replace('{row}', String(first)),
      });
      return undefined;
    }
    this.firstRowOf.set(originalId, rowNumber);
    if (!valid) return undefined;
    return {
      rowNumber,
      originalId,
      values: this.writeRecord(values),
      brand: (values[this.at.brand] as string | null | undefined) ?? undefined,
      kind: (values[this.at.kind] as string | undefined) ?? undefined,
    };
  }

  /** After the last row: a file without data rows fails. */
  finish() {
    if (this.total === 0) throw new ImportFailure(ROWS_TEXT.noRows, 0);
  }
}
