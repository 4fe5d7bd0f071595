import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ERROR_LIST_CAP } from '@mostrador/core';
import { brands, kinds } from '../../db/schema';
import { createTestApp, messageOf, type TestContext } from '../../../test/helpers';
import { allProducts, importFile, storeWithToken, upload } from './imports.fixtures';
import { READER_TEXT } from './import-reader';
import { ROWS_TEXT } from './import-rows';
import { UPLOAD_TEXT } from '../../lib/receive-file';

let ctx: TestContext;
let small: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  small = await createTestApp({ UPLOAD_LIMIT_BYTES: 2048 });
});
afterAll(async () => {
  await ctx.close();
  await small.close();
});

const CATALOGUE =
  'id_original;nombre;tipo;marca;precio;tags\nA-1;Azúcar;Almacén;Ledesma;100;oferta\nA-2;Yerba;Almacén;Taragüí;200;\n';

/** A store with a small catalogue, and a way to prove a failed file left it exactly as it was. */
async function storeWithCatalogue(app = ctx.app, database = ctx.database) {
  const fixture = await storeWithToken(app, database);
  expect((await importFile(app, fixture.headers, 'products_file', CATALOGUE)).status).toBe('complete');
  const snapshot = async () => {
    const [brandCount] = await database.db
      .select({ n: count() })
      .from(brands)
      .where(eq(brands.store_id, fixture.store.id));
    const [kindCount] = await database.db
      .select({ n: count() })
      .from(kinds)
      .where(eq(kinds.store_id, fixture.store.id));
    return { products: await allProducts(app, fixture.headers), brands: brandCount!.n, kinds: kindCount!.n };
  };
  return { ...fixture, before: await snapshot(), snapshot };
}

describe('bad rows fail the whole file and name every one', () => {
  it('a full list with good rows, an update and one bad row changes nothing', async () => {
    const { headers, before, snapshot } = await storeWithCatalogue();
    const file = [
      'id_original;nombre;tipo;marca;unidad;precio;activo;imagen;stock',
      'A-1;Azúcar cambiada;Nuevo tipo;Nueva marca;kg;150;si;;1',
      'B-1;Producto nuevo;Almacén;Otra marca;unid;10;si;;',
      'B-2;;Almacén;;caja;-5;quizas;foto.jpg;-1',
      'B-3;Con precio raro;Almacén;;unid;1.234;no;;',
      'B-1;Repetido;Almacén;;unid;1;si;;',
      'B-4;Sin tipo;;;unid;1;si;;',
      'B-5;Demasiados;Almacén;;unid;1;si;;;extra',
    ].join('\n');
    const done = await importFile(ctx.app, headers, 'products_file', file);
    expect(done.status).toBe('failed');
    expect(done.rows).toBe(7);
    expect(done.error_msg).toBe(
      [
        'No se aplico ningun cambio: el archivo tiene 10 errores en 5 filas.',
        'Fila 4, columna "nombre", valor "": es obligatoria.',
        'Fila 4, columna "unidad", valor "caja": no es una unidad valida (unid, kg, doc, met, gr, lit).',
        'Fila 4, columna "precio", valor "-5": el precio no puede ser negativo.',
        'Fila 4, columna "activo", valor "quizas": debe ser si o no.',
        'Fila 4, columna "imagen", valor "foto.jpg": debe ser una URL que comience con http:// o https://.',
        'Fila 4, columna "stock", valor "-1": el stock no puede ser negativo.',
        'Fila 5, columna "precio", valor "1.234": el precio admite como maximo 2 decimales.',
        'Fila 6, columna "id_original", valor "B-1": el ID original esta repetido (ya aparece en la fila 3).',
        'Fila 7, columna "tipo", valor "": es obligatoria.',
        'Fila 8: tiene 10 valores y el encabezado 9 columnas (un valor con ";" debe ir entre comillas).',
      ].join('\n'),
    );
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a bad price', 'Z-9;Malo;Almacén;caro\n'],
    ['an unclosed quote', '"Z-9;Malo;Almacén;1\n'],
  ])('rolls back chunks already written when %s comes after them', async (_case, lastRow) => {
    const { headers, before, snapshot } = await storeWithCatalogue();
    const good = Array.from({ length: 6000 }, (_, i) => `G-${i};Bueno ${i};Nuevo tipo;${i}`).join('\n');
    const done = await importFile(
      ctx.app,
      headers,
      'products_file',
      `id_original;nombre;tipo;precio\nA-1;Cambiado;Almacén;1\n${good}\n${lastRow}`,
    );
    expect(done.status).toBe('failed');
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['products_update', 'id_original;precio\nA-1;50\nNO-EXISTE;60\n'],
    ['product_prices', 'id_original;precio\nNO-EXISTE;60\nA-2;70\n'],
    ['products_stock', 'id_original;stock\nA-1;5\nNO-EXISTE;6\n'],
    ['products_delete', 'id_original\nA-1\nNO-EXISTE\n'],
  ] as const)('%s refuses an original id the store does not have', async (kind, file) => {
    const { headers, before, snapshot } = await storeWithCatalogue();
    const done = await importFile(ctx.app, headers, kind, file);
    expect(done.status).toBe('failed');
    expect(done.error_msg).toMatch(
      /^No se aplico ningun cambio: el archivo tiene 1 error en 1 fila\.\nFila \d, columna "id_original", valor "NO-EXISTE": no existe un producto con ese ID original en la tienda\.$/,
    );
    expect(await snapshot()).toEqual(before);
  });

  it('does not find another store’s products by original id', async () => {
    const a = await storeWithCatalogue();
    const b = await storeWithToken(ctx.app, ctx.database);
    for (const [kind, file] of [
      ['products_delete', 'id_original\nA-1\n'],
      ['product_prices', 'id_original;precio\nA-1;1\n'],
    ] as const) {
      const done = await importFile(ctx.app, b.headers, kind, file);
      expect(done.status).toBe('failed');
      expect(done.error_msg).toContain('no existe un producto con ese ID original');
    }
    expect(await a.snapshot()).toEqual(a.before);
  });

  it('lists at most the cap of errors and counts the rest', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const rows = Array.from({ length: IMPORT_ERROR_LIST_CAP + 50 }, (_, i) => `X-${i};Nombre;Tipo;caro`);
    const done = await importFile(
      ctx.app,
      headers,
      'products_file',
      `id_original;nombre;tipo;precio\n${rows.join('\n')}\n`,
    );
    const lines = done.error_msg!.split('\n');
    expect(lines[0]).toBe(
      `No se aplico ningun cambio: el archivo tiene ${IMPORT_ERROR_LIST_CAP + 50} errores en ${IMPORT_ERROR_LIST_CAP + 50} filas.`,
    );
    expect(lines).toHaveLength(IMPORT_ERROR_LIST_CAP + 2);
    expect(lines[1]).toBe('Fila 2, columna "precio", valor "caro": no es un precio valido.');
    expect(lines.at(-1)).toBe('... y 50 errores mas.');
  });
});

describe('a wrong file fails with one clear message', () => {
  it.each([
    [
      'product_prices',
      'id_original;nombre;stock\nA-1;Azúcar;5\n',
      // stock is a product column (the exported list has it): left unread, not unknown.
      'Faltan columnas obligatorias: precio. Columnas aceptadas en este archivo: id_original, nombre, precio.',
    ],
    [
      'products_file',
      'codigo;titulo;precio;precio\nA-1;x;1;1\n',
      'Faltan columnas obligatorias: nombre, tipo. Columnas desconocidas: titulo. Columnas repetidas: precio.',
    ],
    ['products_update', 'id_original\nA-1\n', ROWS_TEXT.needsOne],
    ['products_stock', 'id_original;stock\n', ROWS_TEXT.noRows],
    ['products_stock', '\n\n  \n', READER_TEXT.noHeader],
    [
      'products_file',
      'id_original;nombre;tipo;precio\nA-0;ok;x;1\n"A-1;sin cerrar\n',
      'No se pudo leer el CSV en la linea 3: hay comillas sin cerrar',
    ],
  ] as const)('%s %j', async (kind, file, message) => {
    const { headers, before, snapshot } = await storeWithCatalogue();
    const done = await importFile(ctx.app, headers, kind, file);
    expect(done.status).toBe('failed');
    expect(done.error_msg).toContain(message);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a binary file', Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04, 0x00]), READER_TEXT.notReadable],
    ['an old .xls', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), READER_TEXT.oldExcel],
    ['a broken .xlsx', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]), 'No se pudo leer el archivo XLSX'],
  ])('refuses %s', async (_name, content, message) => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const done = await importFile(ctx.app, headers, 'products_file', content);
    expect(done.status).toBe('failed');
    expect(done.error_msg).toContain(message);
  });
});

describe('refused at upload', () => {
  it('an empty file', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const res = await upload(ctx.app, headers, 'products_file', '');
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(UPLOAD_TEXT.empty);
    const log = await ctx.app.inject({ method: 'GET', url: '/api/store/data_imports', headers });
    expect(log.json().total).toBe(0);
  });

  it('a request without a file', async () => {
    const { headers } = await storeWithToken(ctx.app, ctx.database);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/products_file',
      headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(messageOf(json)).toBe(UPLOAD_TEXT.noFile);
    const boundary = 'b0undary';
    const fieldsOnly = await ctx.app.inject({
      method: 'POST',
      url: '/api/store/products_file',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="store_id"\r\n\r\n1\r\n--${boundary}--\r\n`,
    });
    expect(fieldsOnly.statusCode).toBe(400);
    expect(messageOf(fieldsOnly)).toBe(UPLOAD_TEXT.noFile);
  });

  it('a file over the size limit, with the limit in the message', async () => {
    const { headers, before, snapshot } = await storeWithCatalogue(small.app, small.database);
    const huge = `id_original;nombre;tipo;precio\n${'Z-1;Producto;Tipo;1\n'.repeat(200)}`;
    const res = await upload(small.app, headers, 'products_file', huge);
    expect(res.statusCode).toBe(413);
    expect(messageOf(res)).toBe('El archivo supera el tamaño maximo de 2 KB');
    const log = await small.app.inject({ method: 'GET', url: '/api/store/data_imports', headers });
    expect(log.json().total).toBe(1);
    expect(await snapshot()).toEqual(before);
  });
});
