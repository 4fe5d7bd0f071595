import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readImportFile } from './import-reader';
import { xlsxInReadingOrder } from './xlsx-order';

/** The parts' names in stored order, read from the local headers one after the other. */
function storedOrder(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const flags = zip.readUInt16LE(at + 6);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    names.push(zip.toString('utf8', at + 30, at + 30 + nameLength));
    at += 30 + nameLength + extraLength + size;
    // A data descriptor after the data (with or without its signature).
    if (flags & 8) at += zip.readUInt32LE(at) === 0x08074b50 ? 16 : 12;
  }
  return names;
}

async function twoSheets(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hoja');
  workbook.addWorksheet('Otra').addRow(['no se lee']);
  sheet.addRow(['id', 'valor']);
  sheet.addRow([7, { richText: [{ text: 'Ja' }, { text: 'món' }] }]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('xlsxInReadingOrder', () => {
  it('puts the workbook, its relationships and shared strings before the worksheets', async () => {
    const original = await twoSheets();
    // ExcelJS stores the workbook last: the order its own streaming reader trips on.
    expect(storedOrder(original).at(-1)).toBe('xl/workbook.xml');
    const ordered = storedOrder(xlsxInReadingOrder(original));
    expect(ordered.slice(0, 7)).toEqual([
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    expect([...ordered].sort()).toEqual([...storedOrder(original)].sort());
  });

  it('copies every part unchanged', async () => {
    const original = await twoSheets();
    const before = unzipSync(original);
    const after = unzipSync(xlsxInReadingOrder(original));
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    for (const [name, bytes] of Object.entries(before))
      expect(Buffer.from(after[name]!)).toEqual(Buffer.from(bytes));
  });

  it('leaves what is not a readable zip as it is, for the reader to judge', () => {
    for (const content of [
      Buffer.from('PK\u0003\u0004 cortado'),
      Buffer.alloc(0),
      Buffer.from('a;b\n1;2\n'),
    ]) {
      expect(xlsxInReadingOrder(content)).toBe(content);
    }
  });

  it('lets a valid workbook be read every time (about one read in 150 failed in stored order)', async () => {
    const content = await twoSheets();
    for (let read = 0; read < 300; read += 1) {
      const table = await readImportFile(content);
      const rows: string[][] = [];
      for await (const row of table.rows) rows.push(row.cells);
      expect({ headers: table.headers, rows }).toEqual({ headers: ['id', 'valor'], rows: [['7', 'Jamón']] });
    }
  });
});
