import { constants, deflateRawSync } from 'node:zlib';

/**
 * Decompression bombs for the XLSX limits (issue 18), generated on the fly and never committed: a
 * workbook of a few megabytes whose shared strings inflate to about 1.9 GB. The shared strings are
 * one deflate stream made of the same compressed megabyte repeated (each piece flushed to a byte
 * boundary, so the pieces join into one valid stream), which takes milliseconds to build.
 */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK = `${XML}<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="Productos" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
const SHEET = `${XML}<worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row></sheetData></worksheet>`;

/** One megabyte of shared strings, alike but not identical (as a real list's product names). */
function sharedStringsMegabyte(): Buffer {
  let seed = 1;
  const letter = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return String.fromCharCode(97 + Math.floor((seed / 2_147_483_648) * 26));
  };
  let text = '';
  while (text.length < 1_048_576) {
    let word = '';
    for (let i = 0; i < 6; i += 1) word += letter();
    text += `<si><t>Producto ${word} ${'x'.repeat(4_000)}</t></si>`;
  }
  return Buffer.from(text);
}

const flushed = (data: Buffer, finish = false) =>
  deflateRawSync(data, { level: 9, finishFlush: finish ? constants.Z_FINISH : constants.Z_SYNC_FLUSH });

interface Entry {
  name: string;
  /** Deflated bytes. */
  data: Buffer;
  /** Inflated size as the archive states it. */
  size: number;
}

/** A zip archive of deflated entries (CRC left 0: the bomb is refused before any check of it). */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface XlsxBomb {
  file: Buffer;
  /** What the shared strings inflate to. */
  inflatedBytes: number;
}

/**
 * The bomb: `inflatedBytes` of shared strings (default about 1.9 GB). `honest` states the real
 * inflated size in the archive; otherwise it claims 1 MB, as a hostile file would.
 */
export function xlsxBomb({ inflatedBytes = 1_900_000_000, honest = false } = {}): XlsxBomb {
  const piece = sharedStringsMegabyte();
  const head = Buffer.from(`${XML}<sst xmlns="${NS}">`);
  const tail = Buffer.from('</sst>');
  const repeats = Math.max(1, Math.floor((inflatedBytes - head.length - tail.length) / piece.length));
  const compressedPiece = flushed(piece);
  const strings = Buffer.concat([
    flushed(head),
    ...Array.from({ length: repeats }, () => compressedPiece),
    flushed(tail, true),
  ]);
  const realSize = head.length + tail.length + repeats * piece.length;
  const small = (name: string, text: string) => {
    const data = Buffer.from(text);
    return { name, data: flushed(data, true), size: data.length };
  };
  const file = zipOf([
    small('[Content_Types].xml', CONTENT_TYPES),
    small('_rels/.rels', ROOT_RELS),
    small('xl/workbook.xml', WORKBOOK),
    small('xl/_rels/workbook.xml.rels', WORKBOOK_RELS),
    { name: 'xl/sharedStrings.xml', data: strings, size: honest ? realSize : 1_048_576 },
    small('xl/worksheets/sheet1.xml', SHEET),
  ]);
  return { file, inflatedBytes: realSize };
}
