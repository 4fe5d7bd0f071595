import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnForHeader } from '@mostrador/core';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { storeWithToken } from '../imports/imports.fixtures';
import { PRODUCT_SHEET_COLUMNS } from './products-export';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function sheetRows(buffer: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('GET /store/products/export', () => {
  it('exports the filtered products to datosExportadosProductos.xlsx, formulas neutralised', async () => {
    const a = await storeWithToken(ctx.app, ctx.database);
    const b = await storeWithToken(ctx.app, ctx.database);
    const create = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url: '/api/store/products/', headers, payload });
    await create(a.headers, {
      kind: { name: 'Almacén' },
      brand: { name: 'Ledesma' },
      name: 'Azúcar',
      price_per_unit: 1234.5,
      quantity_unit: 'gr',
      tags: ['oferta', 'nuevo'],
      original_id: 'A-1',
      description: '=HYPERLINK("http://malo.test","clic")',
    });
    await create(a.headers, { kind: { name: 'Bebidas' }, name: '+Agua', price_per_unit: 10 });
    await create(b.headers, { kind: { name: 'Almacén' }, name: 'Azúcar de otra tienda' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/products/export?kind=almac',
      headers: a.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="datosExportadosProductos.xlsx"');
    const rows = await sheetRows(res.rawPayload);
    expect(rows[0]).toEqual(PRODUCT_SHEET_COLUMNS.map((column) => column.header));
    expect(rows.slice(1)).toEqual([
      [
        'Ledesma',
        'Almacén',
        'Azúcar',
        1234.5,
        'gr',
        'oferta, nuevo',
        'A-1',
        `'=HYPERLINK("http://malo.test","clic")`,
        undefined,
        undefined,
        'si',
      ],
    ]);

    const all = await sheetRows(
      (await ctx.app.inject({ method: 'GET', url: '/api/store/products/export', headers: a.headers }))
        .rawPayload,
    );
    expect(all.slice(1).map((row) => row[2])).toEqual(["'+Agua", 'Azúcar']);
  });

  it('exports only the header when nothing matches', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/store/products/export?name=nada', headers });
    expect(await sheetRows(res.rawPayload)).toHaveLength(1);
  });

  it('uses headers a products file accepts back, so an export can be uploaded again', () => {
    expect(PRODUCT_SHEET_COLUMNS.map((column) => columnForHeader('products_file', column.header))).toEqual([
      'brand',
      'kind',
      'name',
      'price_per_unit',
      'quantity_unit',
      'tags',
      'original_id',
      'description',
      'image_url',
      'category',
      'active',
      'stock',
    ]);
  });

  it('needs a store user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/store/products/export' });
    expect(res.statusCode).toBe(401);
  });
});
