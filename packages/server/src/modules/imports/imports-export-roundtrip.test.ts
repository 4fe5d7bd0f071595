import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { allProducts, FULL_LIST, importFile, storeWithToken } from './imports.fixtures';

/*
 * Issue 19 item 9: the spreadsheet 'Exportar' makes goes back as it is to the price and stock
 * updates (and the delete list); the columns those uploads do not read are named in a note.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const EXPORT_HEADER =
  'Marca;Tipo;Nombre;Precio;Unidad;Tags;ID original;Descripción;Imagen;Categoría;Activo;Stock';
// Nombre is among the columns these uploads accept and leave unread, so the note skips it.
const OTHERS = 'Marca, Tipo, Unidad, Tags, Descripción, Imagen, Categoría, Activo';

/** The store's export as the browser downloads it, with one cell changed per product. */
async function editedExport(
  headers: Record<string, string>,
  column: 'Precio' | 'Stock',
  values: Record<string, number>,
) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/store/products/export', headers });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
  const idColumn = header.indexOf('ID original');
  const target = header.indexOf(column);
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const id = String(row.getCell(idColumn).value);
    if (id in values) row.getCell(target).value = values[id]!;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('the exported product spreadsheet as a price or stock update', () => {
  it('updates prices from the exported .xlsx and notes the columns it left unread', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    expect((await importFile(ctx.app, headers, 'products_file', FULL_LIST)).status).toBe('complete');
    const file = await editedExport(headers, 'Precio', { 'ALM-1': 1399.5 });
    const result = await importFile(
      ctx.app,
      headers,
      'product_prices',
      file,
      'datosExportadosProductos.xlsx',
    );
    expect(result.status, result.error_msg ?? '').toBe('complete');
    expect(result.error_msg).toBe(`Se ignoraron las columnas que este archivo no usa: ${OTHERS}, Stock.`);
    const byId = new Map((await allProducts(ctx.app, headers)).map((p) => [p.original_id, p]));
    expect(byId.get('ALM-1')).toMatchObject({ price_per_unit: 1399.5, stock: 40, name: 'Azúcar 1 kg' });
    expect(byId.get('FIA-2')).toMatchObject({ price_per_unit: 18.9 });
  });

  it('updates stock from the same export as CSV, other columns untouched', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await importFile(ctx.app, headers, 'products_file', FULL_LIST);
    const csv = [
      EXPORT_HEADER,
      'Otra marca;Otro tipo;Otro nombre;1;kg;x;ALM-1;otra;;Otra;no;12',
      ';Bebidas;Agua 2 l;980;lit;;BEB-3;;;;no;7,5',
    ].join('\n');
    const result = await importFile(ctx.app, headers, 'products_stock', csv);
    expect(result.status, result.error_msg ?? '').toBe('complete');
    expect(result.error_msg).toBe(
      'Se ignoraron las columnas que este archivo no usa: Marca, Tipo, Precio, Unidad, Tags, Descripción, Imagen, Categoría, Activo.',
    );
    const byId = new Map((await allProducts(ctx.app, headers)).map((p) => [p.original_id, p]));
    expect(byId.get('ALM-1')).toMatchObject({
      stock: 12,
      brandname: 'Ledesma',
      price_per_unit: 1250.5,
      active: true,
    });
    expect(byId.get('BEB-3')).toMatchObject({ stock: 7.5 });
  });

  it('still refuses a column that is no product column, and says nothing when none is ignored', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await importFile(ctx.app, headers, 'products_file', FULL_LIST);
    const unknown = await importFile(
      ctx.app,
      headers,
      'product_prices',
      'id_original;precio;color\nALM-1;10;rojo\n',
    );
    expect(unknown.status).toBe('failed');
    expect(unknown.error_msg).toContain('Columnas desconocidas: color.');
    const plain = await importFile(ctx.app, headers, 'product_prices', 'id_original;precio\nALM-1;10\n');
    expect(plain).toMatchObject({ status: 'complete', error_msg: null });
  });
});
