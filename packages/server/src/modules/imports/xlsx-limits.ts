import { createInflateRaw } from 'node:zlib';
import { ImportFailure } from './import-errors';
import { centralDirectory, storedParts } from './xlsx-order';

/**
 * An XLSX is a zip archive, and a few megabytes of it can inflate to gigabytes (a decompression
 * bomb: issue 18 found a 4.5 MB workbook whose shared strings inflate to 1.87 GB, which kept the
 * server busy for minutes and took 2 GB of memory). Before the spreadsheet reader sees a file,
 * every part is inflated here as a stream, counting bytes and keeping none, and the file is
 * refused as soon as a part or the whole passes its limit: the inflation stops there.
 *
 * The limits are far above a real product list (the upload limit is 20 MB compressed; a
 * 200,000-row sheet is about 150 MB of XML): worksheets are read as a stream, so they may be
 * larger than the other parts, which the reader keeps in memory (the shared strings).
 */
export const XLSX_LIMITS = {
  /** One worksheet, inflated. */
  worksheetBytes: 256 * 1_048_576,
  /** Any other part (shared strings, styles, workbook), inflated: these are held in memory. */
  partBytes: 48 * 1_048_576,
  /** The whole archive, inflated. */
  totalBytes: 320 * 1_048_576,
  parts: 2_000,
  /** Cells of one row, and of the whole sheet, as read. */
  rowCells: 1_000,
  cells: 5_000_000,
} as const;

export type XlsxLimits = Record<keyof typeof XLSX_LIMITS, number>;

export const XLSX_LIMIT_TEXT = {
  tooLarge:
    'El archivo XLSX es demasiado grande una vez descomprimido (mas de {mb} MB). Divida la lista en varios archivos o guardela como CSV',
  tooManyCells:
    'El archivo XLSX tiene demasiadas celdas (mas de {cells}). Deje solo las columnas de la plantilla o divida la lista en varios archivos',
  damaged: 'No se pudo leer el archivo XLSX: el archivo esta dañado o incompleto',
} as const;

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;

const mb = (bytes: number) => Math.round(bytes / 1_048_576).toLocaleString('de-DE');
export const tooLargeFailure = (bytes: number) =>
  new ImportFailure(XLSX_LIMIT_TEXT.tooLarge.replace('{mb}', mb(bytes)));
export const tooManyCellsFailure = (cells: number) =>
  new ImportFailure(XLSX_LIMIT_TEXT.tooManyCells.replace('{cells}', cells.toLocaleString('de-DE')));

interface Part {
  name: string;
  method: number;
  data: Buffer;
  /** What the archive says the part inflates to: checked before inflating, never trusted. */
  declared: number;
}

/** Every part the archive lists, each with its compressed bytes; a file that does not add up is damaged. */
function partsOf(zip: Buffer, limits: XlsxLimits): Part[] {
  const directory = centralDirectory(zip);
  const stored = directory && storedParts(zip, directory);
  if (!directory || !stored || stored.length === 0) throw new ImportFailure(XLSX_LIMIT_TEXT.damaged);
  if (stored.length > limits.parts) throw new ImportFailure(XLSX_LIMIT_TEXT.damaged);
  // Every byte before the directory belongs to a listed part: no entry hidden from the directory
  // that a reader going through the local headers would still inflate.
  if (stored[0]!.start !== 0) throw new ImportFailure(XLSX_LIMIT_TEXT.damaged);
  const sizes = new Map<number, { compressed: number; declared: number; method: number }>();
  for (let at = directory.offset, entry = 0; entry < directory.entries; entry += 1) {
    if (zip.readUInt32LE(at) !== CENTRAL_HEADER) throw new ImportFailure(XLSX_LIMIT_TEXT.damaged);
    sizes.set(zip.readUInt32LE(at + 42), {
      method: zip.readUInt16LE(at + 10),
      compressed: zip.readUInt32LE(at + 20),
      declared: zip.readUInt32LE(at + 24),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return stored.map((part) => {
    const size = sizes.get(part.start)!;
    if (zip.readUInt32LE(part.start) !== LOCAL_HEADER) throw new ImportFailure(XLSX_LIMIT_TEXT.damaged);
    const dataStart = part.start + 30 + zip.readUInt16LE(part.start + 26) + zip.readUInt16LE(part.start + 28);
    const dataEnd = dataStart + size.compressed;
    // After the data only a data descriptor may follow (at most 24 bytes with ZIP64 sizes).
    if (dataEnd > part.end || part.end - dataEnd > 24) throw new ImportFailure(XLSX_LIMIT_TEXT.damaged);
    return {
      name: part.name,
      method: size.method,
      data: zip.subarray(dataStart, dataEnd),
      declared: size.declared,
    };
  });
}

/**
 * Inflates one part as a stream and keeps nothing. Past `limit` bytes it stops inflating at once
 * and answers the count so far (over the limit).
 */
function inflatedSize(data: Buffer, limit: number, signal: AbortSignal): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let size = 0;
    const stop = (error: Error) => {
      inflate.destroy();
      reject(error);
    };
    const onAbort = () => stop(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('error', () => stop(new ImportFailure(XLSX_LIMIT_TEXT.damaged)));
    inflate.on('end', () => resolve(size));
    inflate.on('close', () => signal.removeEventListener('abort', onAbort));
    inflate.end(data);
  });
}

/**
 * Refuses a workbook whose parts, inflated, pass the limits; resolves when every part was
 * inflated within them. Stored (uncompressed) parts count as they are.
 */
export async function checkXlsxSize(
  zip: Buffer,
  limits: XlsxLimits = XLSX_LIMITS,
  signal: AbortSignal = new AbortController().signal,
): Promise<void> {
  const parts = partsOf(zip, limits);
  const limitOf = (part: Part) => (WORKSHEET.test(part.name) ? limits.worksheetBytes : limits.partBytes);
  // What the archive declares is checked first: an honest large file is refused without inflating.
  let declared = 0;
  for (const part of parts) {
    declared += part.declared;
    if (part.declared > limitOf(part)) throw tooLargeFailure(limitOf(part));
    if (declared > limits.totalBytes) throw tooLargeFailure(limits.totalBytes);
  }
  let total = 0;
  for (const part of parts) {
    const room = Math.min(limitOf(part), limits.totalBytes - total);
    let size: number;
    if (part.method === 0) size = part.data.length;
    else if (part.method === 8) size = await inflatedSize(part.data, room, signal);
    else throw new ImportFailure(XLSX_LIMIT_TEXT.damaged);
    if (size > room) throw tooLargeFailure(room === limitOf(part) ? limitOf(part) : limits.totalBytes);
    total += size;
  }
}
