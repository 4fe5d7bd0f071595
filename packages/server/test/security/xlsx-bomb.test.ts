import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImportFailure } from '../../src/modules/imports/import-errors';
import { readImportFile } from '../../src/modules/imports/import-reader';
import { importFile, storeWithToken } from '../../src/modules/imports/imports.fixtures';
import { xlsxBomb } from '../../src/modules/imports/xlsx-bomb.fixtures';
import {
  XLSX_LIMITS,
  XLSX_LIMIT_TEXT,
  checkXlsxSize,
  type XlsxLimits,
} from '../../src/modules/imports/xlsx-limits';
import { createTestApp, type TestContext } from '../helpers';

/**
 * Issue 18, finding 2: a 5 MB workbook whose shared strings inflate to 1.9 GB. Refused while
 * inflating, with the inflation stopped there: a few seconds of CPU at most and well under 100 MB
 * of memory. (The figures: `npm run bench -- xlsx-bomb`.)
 */

const TOO_LARGE = /^El archivo XLSX es demasiado grande una vez descomprimido \(mas de \d+ MB\)/;

async function refusal(read: () => Promise<unknown>) {
  const cpu = process.cpuUsage();
  const rss = process.memoryUsage().rss;
  const started = performance.now();
  const error = await read().then(
    () => undefined,
    (e: unknown) => e,
  );
  const used = process.cpuUsage(cpu);
  return {
    error,
    cpuSeconds: (used.user + used.system) / 1e6,
    wallMs: performance.now() - started,
    rssGrowthMb: (process.memoryUsage().rss - rss) / 1_048_576,
  };
}

describe('the XLSX decompression bomb', () => {
  const bomb = xlsxBomb();

  it('is a few megabytes that inflate to about 1.9 GB', () => {
    expect(bomb.file.length).toBeLessThan(8 * 1_048_576);
    expect(bomb.inflatedBytes).toBeGreaterThan(1_800_000_000);
  });

  it('is refused while inflating, whatever size it claims, and costs little', async () => {
    const result = await refusal(() => readImportFile(bomb.file));
    expect(result.error).toBeInstanceOf(ImportFailure);
    expect((result.error as Error).message).toMatch(TOO_LARGE);
    expect(result.cpuSeconds).toBeLessThan(5);
    expect(result.rssGrowthMb).toBeLessThan(100);
  });

  it('is refused from what it declares, before inflating anything', async () => {
    const honest = xlsxBomb({ honest: true });
    const result = await refusal(() => checkXlsxSize(honest.file));
    expect((result.error as Error).message).toMatch(TOO_LARGE);
    expect(result.wallMs).toBeLessThan(1_000);
  });

  it('caps the whole file as well as each part', async () => {
    const limits = { ...XLSX_LIMITS, partBytes: 40 * 1_048_576, totalBytes: 30 * 1_048_576 };
    const error = await checkXlsxSize(xlsxBomb({ inflatedBytes: 35 * 1_048_576 }).file, limits).catch(
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain('(mas de 30 MB)');
  });

  it('reads a sound workbook just under the limits', async () => {
    const table = await readImportFile(xlsxBomb({ inflatedBytes: 20 * 1_048_576 }).file);
    expect(table.headers[0]).toMatch(/^Producto [a-z]{6} x+$/);
  });
});

describe('cells', () => {
  async function workbookOf(rows: number, columns: number) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Productos');
    for (let r = 0; r < rows; r += 1) sheet.addRow(Array.from({ length: columns }, (_, c) => `v${r}-${c}`));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }
  const drain = async (content: Buffer, limits: XlsxLimits) => {
    const table = await readImportFile(content, { xlsxLimits: limits });
    for await (const _row of table.rows) {
      // Every row is read, as the import does.
    }
  };

  it('stops reading a sheet past the cells of a row or of the file', async () => {
    const wide = await drain(await workbookOf(2, 40), { ...XLSX_LIMITS, rowCells: 30 }).catch(
      (e: unknown) => e,
    );
    expect((wide as Error).message).toBe(XLSX_LIMIT_TEXT.tooManyCells.replace('{cells}', '30'));
    const long = await drain(await workbookOf(300, 10), { ...XLSX_LIMITS, cells: 1_000 }).catch(
      (e: unknown) => e,
    );
    expect((long as Error).message).toBe(XLSX_LIMIT_TEXT.tooManyCells.replace('{cells}', '1.000'));
  });
});

describe('the bomb uploaded as a product list', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('fails the import with a Spanish reason, and the server answers meanwhile', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    // importFile waits at most 25 s for the import to end (it ended after minutes before the fix).
    const view = await importFile(ctx.app, headers, 'products_file', xlsxBomb().file, 'productos.xlsx');
    expect(view.status).toBe('failed');
    expect(view.error_msg).toMatch(TOO_LARGE);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
