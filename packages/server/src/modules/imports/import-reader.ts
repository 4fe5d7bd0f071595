import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { CsvSyntaxError, parseCsv } from './csv-parse';
import { ImportFailure } from './import-errors';
import { xlsxInReadingOrder } from './xlsx-order';
import {
  XLSX_LIMITS,
  XLSX_LIMIT_TEXT,
  checkXlsxSize,
  tooManyCellsFailure,
  type XlsxLimits,
} from './xlsx-limits';

export const READER_TEXT = {
  notReadable: 'El archivo no es un CSV ni un XLSX valido',
  oldExcel: 'El formato .xls (Excel 97-2003) no se admite: guarde el archivo como .xlsx o .csv',
  noHeader: 'El archivo no tiene encabezado: la primera fila debe nombrar las columnas',
  badXlsx: 'No se pudo leer el archivo XLSX: {reason}',
  badCsv: 'No se pudo leer el CSV en la linea {line}: {reason}',
  // A workbook past the limits of xlsx-limits.ts (a decompression bomb, or simply too big).
  ...XLSX_LIMIT_TEXT,
} as const;

const CSV_REASONS: Record<CsvSyntaxError['reason'], string> = {
  unclosed: 'hay comillas sin cerrar',
  too_long: 'un valor es demasiado largo',
};

export interface ImportRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  rowNumber: number;
  cells: string[];
}

export interface ImportTable {
  format: 'csv' | 'xlsx';
  /** The CSV separator (for messages about rows with too many values). */
  delimiter?: string;
  headers: string[];
  rows: AsyncIterable<ImportRow>;
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** UTF-8 (with or without BOM), UTF-16 with BOM, else Windows-1252 (Excel's "CSV" in Spanish). */
export function decodeText(content: Buffer): string {
  if (content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf) {
    return content.subarray(3).toString('utf8');
  }
  if (content[0] === 0xff && content[1] === 0xfe) return iconv.decode(content.subarray(2), 'utf16le');
  if (content[0] === 0xfe && content[1] === 0xff) return iconv.decode(content.subarray(2), 'utf16be');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return iconv.decode(content, 'win1252');
  }
}

/** The separator the header line (the first non-blank one) uses most, outside quotes: ';', ',' or tab (',' by default). */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [';', 0],
    [',', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const char of text.replace(/^[\r\n]+/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [delimiter, seen] of counts) if (seen > counts.get(best)!) best = delimiter;
  return best;
}

function csvFailure(error: unknown): unknown {
  if (error instanceof CsvSyntaxError) {
    return new ImportFailure(
      READER_TEXT.badCsv.replace('{line}', String(error.line)).replace('{reason}', CSV_REASONS[error.reason]),
    );
  }
  return error;
}

/**
 * Rows between pauses: a long file never holds the event loop (and the API) for long, and the
 * import's own database answers wait at most one turn (a few milliseconds) to send the next write.
 */
const ROWS_PER_TURN = 250;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

async function readCsv(content: Buffer): Promise<ImportTable> {
  const text = decodeText(content);
  if (text.includes('\u0000')) throw new ImportFailure(READER_TEXT.notReadable);
  const delimiter = detectDelimiter(text);
  const records = parseCsv(text, delimiter);
  let rowNumber = 0;
  const next = (): ImportRow | undefined => {
    try {
      const result = records.next();
      if (result.done) return undefined;
      rowNumber += 1;
      return { rowNumber, cells: result.value };
    } catch (error) {
      throw csvFailure(error);
    }
  };
  let header = next();
  while (header && isBlank(header.cells)) header = next();
  if (!header) throw new ImportFailure(READER_TEXT.noHeader);
  return {
    format: 'csv',
    delimiter,
    headers: header.cells,
    rows: {
      async *[Symbol.asyncIterator]() {
        for (let row = next(); row; row = next()) {
          yield row;
          if (row.rowNumber % ROWS_PER_TURN === 0) await nextTurn();
        }
      },
    },
  };
}

/** A cell as the text a person sees: rich text joined, formulas by their result, dates as YYYY-MM-DD. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'si' : 'no';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  }
  if ('hyperlink' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('error' in value) return String(value.error);
  return '';
}

/** What the person sees for a damaged XLSX, whatever the zip or XML library said (in English). */
const XLSX_DAMAGED = READER_TEXT.badXlsx.replace('{reason}', 'el archivo esta dañado o incompleto');

/**
 * ExcelJS's streaming zip reader never settles on some damaged files (an error inside one entry
 * leaves the entry's stream waiting forever), so no next row within this time means damaged.
 * A sound sheet gives its rows continuously; the wait covers a large shared-strings part first.
 */
export const XLSX_STALL_MS = 20_000;

export interface ReadOptions {
  /** Longest wait for the next row of an XLSX before calling it damaged (tests shorten it). */
  stallMs?: number;
  /** Inflated sizes and cell counts an XLSX may reach (tests shorten them). */
  xlsxLimits?: XlsxLimits;
}

/**
 * The first worksheet, read as a stream: a 100,000-row sheet never sits whole in memory. The
 * archive is checked first (xlsx-limits.ts): a decompression bomb is refused before the reader
 * inflates anything, and the cells read are counted as they come.
 */
async function readXlsx(content: Buffer, stallMs: number, limits: XlsxLimits): Promise<ImportTable> {
  await checkXlsxSize(content, limits);
  const source = Readable.from([xlsxInReadingOrder(content)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell a date cell from a number; styles.xml is small.
    styles: 'cache',
    entries: 'ignore',
  });
  const failure = (error: unknown) =>
    error instanceof ImportFailure ? error : new ImportFailure(XLSX_DAMAGED, undefined, { cause: error });
  let cellsRead = 0;
  const rows = (async function* () {
    try {
      for await (const worksheet of reader) {
        for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
          const values = row.values as ExcelJS.CellValue[];
          cellsRead += values.length;
          if (values.length > limits.rowCells || cellsRead > limits.cells) {
            throw tooManyCellsFailure(values.length > limits.rowCells ? limits.rowCells : limits.cells);
          }
          const cells: string[] = [];
          for (let column = 1; column < values.length; column += 1) cells.push(cellText(values[column]));
          yield { rowNumber: row.number, cells };
        }
        return;
      }
    } catch (error) {
      throw failure(error);
    }
  })();
  const next = async () => {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        source.destroy();
        reject(new ImportFailure(XLSX_DAMAGED));
      }, stallMs);
    });
    // Handled here too: when the timer and the row land in the same turn, the race has already settled.
    stalled.catch(() => undefined);
    try {
      return await Promise.race([rows.next(), stalled]);
    } finally {
      clearTimeout(timer);
    }
  };
  let header = await next();
  while (!header.done && isBlank(header.value.cells)) header = await next();
  if (header.done) throw new ImportFailure(READER_TEXT.noHeader);
  return {
    format: 'xlsx',
    headers: header.value.cells,
    rows: {
      async *[Symbol.asyncIterator]() {
        for (let row = await next(); !row.done; row = await next()) yield row.value;
      },
    },
  };
}

/** Reads an uploaded product file: XLSX by its zip signature, anything else as CSV text. */
export async function readImportFile(content: Buffer, options: ReadOptions = {}): Promise<ImportTable> {
  if (content.length === 0) throw new ImportFailure(READER_TEXT.noHeader);
  if (content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    return readXlsx(content, options.stallMs ?? XLSX_STALL_MS, options.xlsxLimits ?? XLSX_LIMITS);
  }
  if (content.subarray(0, 4).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]))) {
    throw new ImportFailure(READER_TEXT.oldExcel);
  }
  return readCsv(content);
}
