import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * A cell a spreadsheet would run as a formula ('=', '+', '-', '@', tab, carriage return) gets a
 * leading apostrophe, so exported customer text can never execute (CSV/formula injection).
 */
export function neutralizeFormula(value: unknown): string | number | boolean | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export interface SheetColumn<Row> {
  header: string;
  width?: number;
  /** Excel number format for the column, e.g. '#,##0.00'. */
  numFmt?: string;
  value: (row: Row) => unknown;
}

/** File name of every export: datosExportados plus the screen's suffix (spec section 7). */
export function exportFileName(suffix: string): string {
  return `datosExportados${suffix}.xlsx`;
}

/** An .xlsx workbook with one sheet, every text cell neutralised. */
export async function writeSheet<Row>(
  sheetName: string,
  columns: SheetColumn<Row>[],
  rows: Iterable<Row>,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(columns.map((column) => neutralizeFormula(column.value(row))));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The same workbook written as a stream while the rows arrive, for exports too large to hold in
 * memory (a catalogue of 100,000 products). A failure midway ends the stream with the error.
 */
export function streamSheet<Row>(
  sheetName: string,
  columns: SheetColumn<Row>[],
  rows: AsyncIterable<Row>,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: column.width ?? 18,
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const row of rows) {
      sheet.addRow(columns.map((column) => neutralizeFormula(column.value(row)))).commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
