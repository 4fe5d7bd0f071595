/**
 * ExcelJS's streaming reader takes a workbook's parts in the order they are stored, and needs the
 * workbook, its relationships and the shared strings before a worksheet: when a sheet comes first
 * it is copied to a temporary file and read at the end, and there the reader sometimes misses the
 * last part of the archive (exceljs/exceljs#3064: "Cannot read properties of undefined (reading
 * 'sheets')"). ExcelJS itself stores xl/workbook.xml last, so about one read in 150 of a valid
 * two-sheet file failed as damaged. Excel and LibreOffice store it early, but nothing requires it.
 *
 * The upload is in memory already, so its parts are put in the order the reader needs, copying
 * each stored (compressed) part as it is: what the reader needs first, then the worksheets (read
 * as a stream, no temporary file), then the rest, which the reader ignores. The result is a valid
 * archive for any reader (the central directory is rewritten to match).
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL = 0x06054b50;

/** The parts the reader needs before any worksheet, in the order it reads them. */
const FIRST = [
  '_rels/.rels',
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

export interface StoredPart {
  name: string;
  start: number;
  end: number;
}

/** The central directory's place and size, from the end record; undefined if not found. */
export interface Directory {
  /** Where the central directory starts. */
  offset: number;
  entries: number;
  /** Where the end record starts. */
  end: number;
}

export function centralDirectory(zip: Buffer): Directory | undefined {
  // The end record is 22 bytes plus a comment of at most 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at -= 1) {
    if (zip.readUInt32LE(at) !== END_OF_CENTRAL) continue;
    const entries = zip.readUInt16LE(at + 10);
    const offset = zip.readUInt32LE(at + 16);
    // ZIP64 archives (over 4 GB or 65,535 parts) keep the real values elsewhere: left as they are.
    if (entries === 0xffff || offset === 0xffffffff || offset >= zip.length) return undefined;
    return { offset, entries, end: at };
  }
  return undefined;
}

/** Each stored part's name and byte range (header, data and descriptor), by the central directory. */
export function storedParts(zip: Buffer, directory: Directory): StoredPart[] | undefined {
  const found: Array<{ name: string; start: number }> = [];
  let at = directory.offset;
  for (let entry = 0; entry < directory.entries; entry += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_HEADER) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const start = zip.readUInt32LE(at + 42);
    if (start >= directory.offset || zip.readUInt32LE(start) !== LOCAL_HEADER) return undefined;
    found.push({ name: zip.toString('utf8', at + 46, at + 46 + nameLength), start });
    at += 46 + nameLength + extraLength + commentLength;
  }
  found.sort((a, b) => a.start - b.start);
  // A part runs until the next one starts (or the directory), whatever its descriptor's form.
  return found.map((part, index) => ({
    ...part,
    end: found[index + 1]?.start ?? directory.offset,
  }));
}

function rank(name: string): number {
  const first = FIRST.indexOf(name);
  if (first >= 0) return first;
  return WORKSHEET.test(name) ? FIRST.length : FIRST.length + 1;
}

/**
 * The archive with its parts in the order the streaming reader needs (see above), its central
 * directory pointing at their new places. An archive this cannot read is returned unchanged, for
 * the reader to judge.
 */
export function xlsxInReadingOrder(zip: Buffer): Buffer {
  const directory = centralDirectory(zip);
  const parts = directory && storedParts(zip, directory);
  if (!directory || !parts) return zip;
  // A stable sort: worksheets, and the rest, keep their stored order among themselves.
  const ordered = [...parts].sort((a, b) => rank(a.name) - rank(b.name));
  const moved = new Map<number, number>();
  let position = 0;
  for (const part of ordered) {
    moved.set(part.start, position);
    position += part.end - part.start;
  }
  // The directory and end record follow the parts, with every offset in them updated.
  const tail = Buffer.from(zip.subarray(directory.offset));
  for (let at = 0, entry = 0; entry < directory.entries; entry += 1) {
    tail.writeUInt32LE(moved.get(tail.readUInt32LE(at + 42))!, at + 42);
    at += 46 + tail.readUInt16LE(at + 28) + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
  }
  tail.writeUInt32LE(position, directory.end - directory.offset + 16);
  return Buffer.concat([...ordered.map((part) => zip.subarray(part.start, part.end)), tail]);
}
