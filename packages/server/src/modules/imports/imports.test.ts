import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_KINDS, IMPORT_KIND_INFO, type DataImportView } from '@mostrador/core';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { FULL_LIST, allProducts, finished, importFile, storeWithToken, upload } from './imports.fixtures';
import { FILE_PART_BYTES } from './imports.repository';

let ctx: TestContext;
let crmServer: Server;
const crmCalls: Array<{ authorization?: string; body: { email: string; fields: Record<string, string> } }> =
  [];

beforeAll(async () => {
  crmServer = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      crmCalls.push({ authorization: req.headers.authorization, body: JSON.parse(body) });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => crmServer.listen(0, '127.0.0.1', resolve));
  const { port } = crmServer.address() as AddressInfo;
  ctx = await createTestApp({ CRM_URL: `http://127.0.0.1:${port}/contacts`, CRM_API_KEY: 'clave-crm' });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => crmServer.close(resolve));
});

describe('POST /store/products_file (full list)', () => {
  it('answers at once with the pending record, then creates every product', async () => {
    const { headers, store } = await storeWithToken(ctx.app, ctx.database);
    const res = await upload(ctx.app, headers, 'products_file', FULL_LIST, 'catalogo.csv');
    expect(res.statusCode).toBe(201);
    const { message, data_import } = res.json() as { message: string; data_import: DataImportView };
    expect(message).toBe('Actualización de lista de productos enviada correctamente');
    expect(data_import).toMatchObject({
      store_id: store.id,
      kind: 'products_file',
      status: 'pending',
      filepath: 'catalogo.csv',
      error_msg: null,
      rows: null,
    });
    const done = await finished(ctx.app, headers, data_import.id);
    expect(done).toMatchObject({
      status: 'complete',
      error_msg: null,
      rows: 3,
      created: 3,
      updated: 0,
      deleted: 0,
    });
    const products = await allProducts(ctx.app, headers);
    expect(products.find((p) => p.original_id === 'ALM-1')).toMatchObject({
      name: 'Azúcar 1 kg',
      kindname: 'Almacén',
      brandname: 'Ledesma',
      quantity_unit: 'unit',
      price_per_unit: 1250.5,
      description: 'Refinada',
      tags: ['oferta', 'sin tacc'],
      image_url: 'https://img.test/a.jpg',
      category: 'Despensa',
      active: true,
      stock: 40,
    });
    expect(products.find((p) => p.original_id === 'FIA-2')).toMatchObject({
      quantity_unit: 'gr',
      price_per_unit: 18.9,
      description: null,
    });
    expect(products.find((p) => p.original_id === 'BEB-3')).toMatchObject({
      brandname: '',
      quantity_unit: 'lt',
      active: false,
      stock: 0,
    });
  });

  it('updates by original id: columns in the file replace, columns not in it stay', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await importFile(ctx.app, headers, 'products_file', FULL_LIST);
    const before = await allProducts(ctx.app, headers);
    const done = await importFile(
      ctx.app,
      headers,
      'products_file',
      'id_original,nombre,tipo,precio,descripcion\nALM-1,Azúcar común,ALMACÉN,1300,\nNEW-9,Yerba 1 kg,Infusiones,"4.100,00",Suave\n',
    );
    expect(done).toMatchObject({ status: 'complete', rows: 2, created: 1, updated: 1 });
    const after = await allProducts(ctx.app, headers);
    const sugar = after.find((p) => p.original_id === 'ALM-1')!;
    expect(sugar).toMatchObject({
      id: before.find((p) => p.original_id === 'ALM-1')!.id,
      name: 'Azúcar común',
      kindname: 'Almacén',
      price_per_unit: 1300,
      description: null,
      brandname: 'Ledesma',
      tags: ['oferta', 'sin tacc'],
      stock: 40,
    });
    expect(after.find((p) => p.original_id === 'NEW-9')).toMatchObject({
      price_per_unit: 4100,
      kindname: 'Infusiones',
    });
    expect(after).toHaveLength(4);
  });

  it('reads Latin-1 CSV with tab or comma separators and quoted fields', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const latin1 = iconv.encode(
      'id_original\tnombre\ttipo\tprecio\nA-1\tCafé "Tostado"\tAlmacén\t10,5\n',
      'win1252',
    );
    expect((await importFile(ctx.app, headers, 'products_file', latin1)).status).toBe('complete');
    const quoted =
      'id_original,nombre,tipo,precio,tags\nA-2,"Galletitas, surtidas","Almacén","1,234.50","dulce, oferta"\n';
    expect((await importFile(ctx.app, headers, 'products_file', quoted)).status).toBe('complete');
    const products = await allProducts(ctx.app, headers);
    expect(products.map((p) => [p.name, p.price_per_unit, p.tags])).toEqual([
      ['Galletitas, surtidas', 1234.5, ['dulce', 'oferta']],
      ['Café "Tostado"', 10.5, []],
    ]);
  });

  it('keeps a file larger than one stored part whole', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const rows = Array.from(
      { length: 12_000 },
      (_, i) => `P-${i};Producto con un nombre bastante largo número ${i};Almacén;${i},5`,
    );
    const file = `id_original;nombre;tipo;precio\n${rows.join('\n')}\n`;
    expect(Buffer.byteLength(file)).toBeGreaterThan(FILE_PART_BYTES);
    expect(await importFile(ctx.app, headers, 'products_file', file)).toMatchObject({
      status: 'complete',
      created: 12_000,
    });
    const last = await ctx.app.inject({
      method: 'GET',
      url: '/api/store/products/?original_id=P-11999',
      headers,
    });
    expect(last.json().items[0]).toMatchObject({
      name: 'Producto con un nombre bastante largo número 11999',
      price_per_unit: 11999.5,
    });
  });

  it('reads XLSX files', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Productos');
    sheet.addRow(['ID original', 'Nombre', 'Tipo', 'Precio', 'Activo', 'Stock']);
    sheet.addRow([1001, 'Fideos', 'Almacén', 899.9, 'si', 12]);
    sheet.addRow([]);
    sheet.addRow([
      'X-2',
      { richText: [{ text: 'Arroz ' }, { text: 'largo' }] },
      'Almacén',
      { formula: '2*500', result: 1000 },
      true,
      3.5,
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const done = await importFile(ctx.app, headers, 'products_file', content, 'catalogo.xlsx');
    expect(done).toMatchObject({ status: 'complete', rows: 2 });
    expect(
      (await allProducts(ctx.app, headers)).map((p) => [p.original_id, p.name, p.price_per_unit, p.stock]),
    ).toEqual([
      ['X-2', 'Arroz largo', 1000, 3.5],
      ['1001', 'Fideos', 899.9, 12],
    ]);
  });
});

describe('the files that change existing products', () => {
  it('products_update changes only the given non-empty cells, creating brands on first use', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await importFile(ctx.app, headers, 'products_file', FULL_LIST);
    const done = await importFile(
      ctx.app,
      headers,
      'products_update',
      'id_original;marca;precio;tags\nALM-1;Chango;;nuevo\nFIA-2;;20;\n',
    );
    expect(done).toMatchObject({ status: 'complete', rows: 2, updated: 2, created: 0 });
    const products = await allProducts(ctx.app, headers);
    expect(products.find((p) => p.original_id === 'ALM-1')).toMatchObject({
      brandname: 'Chango',
      price_per_unit: 1250.5,
      tags: ['nuevo'],
    });
    expect(products.find((p) => p.original_id === 'FIA-2')).toMatchObject({
      brandname: 'Paladini',
      price_per_unit: 20,
      tags: ['feteado'],
    });
  });

  it('product_prices changes prices; the name column is only informative', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await importFile(ctx.app, headers, 'products_file', FULL_LIST);
    const res = await upload(
      ctx.app,
      headers,
      'product_prices',
      'id_original;nombre;precio\nALM-1;otro nombre;1.399,99\nBEB-3;;\n',
    );
    expect(res.json().message).toBe('Actualización de precios enviada correctamente');
    expect(await finished(ctx.app, headers, res.json().data_import.id)).toMatchObject({
      status: 'complete',
      updated: 2,
    });
    const products = await allProducts(ctx.app, headers);
    expect(products.find((p) => p.original_id === 'ALM-1')).toMatchObject({
      name: 'Azúcar 1 kg',
      price_per_unit: 1399.99,
    });
    expect(products.find((p) => p.original_id === 'BEB-3')!.price_per_unit).toBe(980);
  });

  it('products_stock sets stock, and the downloaded stock file uploads back unchanged', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await importFile(ctx.app, headers, 'products_file', FULL_LIST);
    const noStock = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/products/',
      headers,
      payload: { kind: { name: 'Varios' }, name: 'Hecho en pantalla' },
    });
    expect(noStock.statusCode).toBe(201);
    // Made on screen: it has its own original id and no stock yet, and the file carries both.
    const screenMade = (noStock.json() as { product: { original_id: string } }).product.original_id;
    expect(
      (await importFile(ctx.app, headers, 'products_stock', 'id_original;stock\nFIA-2;1200,5\n')).status,
    ).toBe('complete');
    const download = await ctx.app.inject({ method: 'GET', url: '/api/store/products_stock', headers });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="stockProductos.csv"');
    expect(download.body).toBe(
      '\uFEFFid_original;nombre;stock\r\nALM-1;Azúcar 1 kg;40\r\nFIA-2;Jamón cocido;1200,5\r\nBEB-3;Agua 2 l;0\r\n' +
        `${screenMade};Hecho en pantalla;\r\n`,
    );
    const before = await allProducts(ctx.app, headers);
    expect((await importFile(ctx.app, headers, 'products_stock', download.rawPayload)).status).toBe(
      'complete',
    );
    const after = await allProducts(ctx.app, headers);
    expect(after.map((p) => [p.original_id, p.stock])).toEqual(before.map((p) => [p.original_id, p.stock]));
  });

  it('products_delete removes the listed products only', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    await importFile(ctx.app, headers, 'products_file', FULL_LIST);
    const res = await upload(ctx.app, headers, 'products_delete', 'id_original\nALM-1\nBEB-3\n');
    expect(res.json().message).toBe('Lista de productos a eliminar enviada correctamente');
    expect(await finished(ctx.app, headers, res.json().data_import.id)).toMatchObject({
      status: 'complete',
      deleted: 2,
    });
    expect((await allProducts(ctx.app, headers)).map((p) => p.original_id)).toEqual(['FIA-2']);
  });
});

describe('contact sync after uploads (spec section 7)', () => {
  it('stamps field 30 for lists and prices and 31 for stock, with the hashtag in field 24', async () => {
    const { headers, admin, store } = await storeWithToken(ctx.app, ctx.database);
    crmCalls.length = 0;
    for (const kind of IMPORT_KINDS) {
      expect((await upload(ctx.app, headers, kind, 'id_original\nX\n')).statusCode).toBe(201);
    }
    await vi.waitFor(() => expect(crmCalls).toHaveLength(IMPORT_KINDS.length), { timeout: 5000 });
    for (const kind of IMPORT_KINDS) {
      const field = String(IMPORT_KIND_INFO[kind].crmField);
      const call = crmCalls.find((c) => Object.keys(c.body.fields).includes(field) && c.body.fields[field]);
      expect(call?.authorization).toBe('Bearer clave-crm');
      expect(call?.body.email).toBe(admin.email);
      expect(call?.body.fields['24']).toBe(store.hashtag);
      expect(Number.isNaN(Date.parse(call!.body.fields[field]!))).toBe(false);
    }
    expect(crmCalls.filter((c) => '31' in c.body.fields)).toHaveLength(1);
  });
});
