import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { ImportFailure } from './import-errors';
import { cellText, decodeText, detectDelimiter, readImportFile, type ImportRow } from './import-reader';

async function rowsOf(content: Buffer) {
  const table = await readImportFile(content);
  const rows: ImportRow[] = [];
  for await (const row of table.rows) rows.push(row);
  return { headers: table.headers, rows, format: table.format, delimiter: table.delimiter };
}

describe('decodeText', () => {
  it.each([
    ['UTF-8', Buffer.from('Jamón ñandú', 'utf8')],
    ['UTF-8 with BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Jamón ñandú', 'utf8')])],
    ['Latin-1', iconv.encode('Jamón ñandú', 'latin1')],
    ['Windows-1252', iconv.encode('Jamón ñandú', 'win1252')],
    ['UTF-16 with BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode('Jamón ñandú', 'utf16le')])],
  ])('%s', (_name, content) => {
    expect(decodeText(content)).toBe('Jamón ñandú');
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['a;b;c\n1,5;2;3', ';'],
    ['a,b,c\n1;2;3', ','],
    ['a\tb\tc', '\t'],
    ['"x;y",b,c', ','],
    ['id_original', ','],
  ])('%j -> %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });
});

describe('readImportFile: CSV', () => {
  it('numbers rows as a spreadsheet does, through quoted newlines and blank lines', async () => {
    const csv = '\n"id";"nombre"\r\nA;"dos\nlineas"\r\n\r\nB;"con ""comillas"" y ;"\r\n';
    const { headers, rows, format, delimiter } = await rowsOf(Buffer.from(csv));
    expect({ format, delimiter, headers }).toEqual({
      format: 'csv',
      delimiter: ';',
      headers: ['id', 'nombre'],
    });
    expect(rows.filter((row) => row.cells.some((cell) => cell !== ''))).toEqual([
      { rowNumber: 3, cells: ['A', 'dos\nlineas'] },
      { rowNumber: 5, cells: ['B', 'con "comillas" y ;'] },
    ]);
  });

  it('keeps rows with more or fewer values than the header for the row checks', async () => {
    const { rows } = await rowsOf(Buffer.from('a,b\n1\n1,2,3\n'));
    expect(rows.map((row) => row.cells)).toEqual([['1'], ['1', '2', '3']]);
  });

  it('reports an unclosed quote with its line', async () => {
    await expect(rowsOf(Buffer.from('a;b\n1;2\n"3;4\n'))).rejects.toThrow(
      new ImportFailure('No se pudo leer el CSV en la linea 3: hay comillas sin cerrar'),
    );
  });
});

describe('readImportFile: XLSX', () => {
  it('reads the first sheet, cells as text, with their row numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja');
    workbook.addWorksheet('Otra').addRow(['no se lee']);
    sheet.getCell('A1').value = 'id';
    sheet.getCell('B1').value = 'valor';
    sheet.getCell('A2').value = 7790001000011;
    sheet.getCell('B2').value = { richText: [{ text: 'Ja' }, { text: 'món' }] };
    sheet.getCell('A4').value = 'F';
    sheet.getCell('B4').value = { formula: 'A1', result: 19.9 };
    sheet.getCell('A5').value = 'D';
    sheet.getCell('B5').value = new Date(Date.UTC(2026, 10, 21));
    sheet.getCell('A6').value = 'L';
    sheet.getCell('C6').value = { text: 'link', hyperlink: 'https://x.test' };
    const { headers, rows, format } = await rowsOf(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(format).toBe('xlsx');
    expect(headers).toEqual(['id', 'valor']);
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['7790001000011', 'Jamón'] },
      { rowNumber: 4, cells: ['F', '19.9'] },
      { rowNumber: 5, cells: ['D', '2026-11-21'] },
      { rowNumber: 6, cells: ['L', '', 'link'] },
    ]);
  });

  it.each([
    [null, ''],
    [true, 'si'],
    [false, 'no'],
    [{ error: '#N/A' }, '#N/A'],
  ] as const)('cellText(%j) -> %j', (value, text) => {
    expect(cellText(value as ExcelJS.CellValue)).toBe(text);
  });
});
