import { describe, expect, it } from 'vitest';
import { IMPORT_KINDS, importStatusColor, IMPORT_STATUS } from './imports';
import {
  columnForHeader,
  IMPORT_FILES,
  importColumns,
  normalizeHeader,
  PRODUCT_COLUMNS,
} from './import-columns';
import {
  parseDecimal,
  parsePrice,
  parseStock,
  parseTagCell,
  parseUnit,
  parseYesNo,
  parseImageUrl,
} from './import-values';
import {
  PRODUCT_MSG,
  createProductSchema,
  deleteProductsSchema,
  productListQuerySchema,
  updateProductSchema,
} from './product-schemas';
import { firstIssueMessage } from '../validation/first-issue';

describe('decimals as people type them', () => {
  it.each([
    ['1234.5', 1234.5],
    ['1234,5', 1234.5],
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['$ 99', 99],
    [' 7 ', 7],
    ['0', 0],
    ['-3,5', -3.5],
    ['1.234', 1.234],
    ['1.2.3', undefined],
    ['1,2,3', undefined],
    ['abc', undefined],
    ['', undefined],
    ['12a', undefined],
  ])('%j -> %s', (raw, expected) => {
    expect(parseDecimal(raw)).toBe(expected);
  });
});

describe('cell parsers', () => {
  it.each([
    ['1250,50', { value: 1250.5 }],
    ['0', { value: 0 }],
    ['-1', { error: 'el precio no puede ser negativo' }],
    ['1.234', { error: 'el precio admite como maximo 2 decimales' }],
    ['abc', { error: 'no es un precio valido' }],
    ['9999999999999', { error: 'el precio es demasiado grande' }],
  ])('price %j', (raw, expected) => {
    expect(parsePrice(raw)).toEqual(expected);
  });

  it.each([
    ['12,5', { value: 12.5 }],
    ['1.2345', { error: 'el stock admite como maximo 3 decimales' }],
    ['-2', { error: 'el stock no puede ser negativo' }],
    ['muchos', { error: 'no es una cantidad valida' }],
  ])('stock %j', (raw, expected) => {
    expect(parseStock(raw)).toEqual(expected);
  });

  it.each([
    ['unid', 'unit'],
    ['Unidad', 'unit'],
    ['unit', 'unit'],
    ['KG', 'kg'],
    ['kilos', 'kg'],
    ['doc', 'dozen'],
    ['docena', 'dozen'],
    ['met', 'meter'],
    ['metros', 'meter'],
    ['gr', 'gr'],
    ['gramos', 'gr'],
    ['g', 'gr'],
    ['lit', 'lt'],
    ['Litro', 'lt'],
    ['lt', 'lt'],
  ])('unit %j -> %s', (raw, unit) => {
    expect(parseUnit(raw)).toEqual({ value: unit });
  });

  it('refuses an unknown unit', () => {
    expect(parseUnit('caja').error).toMatch(/unidad valida/);
  });

  it.each([
    ['si', true],
    ['Sí', true],
    ['1', true],
    ['TRUE', true],
    ['no', false],
    ['0', false],
    ['false', false],
  ])('yes/no %j -> %s', (raw, value) => {
    expect(parseYesNo(raw)).toEqual({ value });
  });

  it('parses tags by comma or bar, without duplicates', () => {
    expect(parseTagCell('oferta, Sin TACC | nuevo,oferta')).toEqual({
      value: ['oferta', 'Sin TACC', 'nuevo'],
    });
    expect(parseTagCell('x'.repeat(101)).error).toMatch(/100 caracteres/);
  });

  it('requires complete image urls', () => {
    expect(parseImageUrl('https://a.com/x.jpg')).toEqual({ value: 'https://a.com/x.jpg' });
    expect(parseImageUrl('a.com/x.jpg').error).toMatch(/http/);
  });
});

describe('file columns', () => {
  it.each([
    ['products_file', 'ID Original', 'original_id'],
    ['products_file', ' Descripción ', 'description'],
    ['products_file', 'PRECIO', 'price_per_unit'],
    ['products_file', 'price_per_unit', 'price_per_unit'],
    ['products_file', 'Categoría', 'category'],
    ['product_prices', 'nombre', 'name'],
    ['product_prices', 'stock', undefined],
    ['products_stock', 'Stock', 'stock'],
    ['products_delete', 'precio', undefined],
  ] as const)('%s: header %j -> %s', (kind, header, key) => {
    expect(columnForHeader(kind, header)).toBe(key);
  });

  it('normalizes headers without accents, case or spaces', () => {
    expect(normalizeHeader('\uFEFF  Url Imagen ')).toBe('url_imagen');
  });

  it('gives every kind an example using only its own columns, with every required column', () => {
    for (const kind of IMPORT_KINDS) {
      const keys = importColumns(kind).map((column) => column.key);
      for (const row of IMPORT_FILES[kind].example) {
        expect(Object.keys(row).every((key) => keys.includes(key as never))).toBe(true);
      }
      expect(importColumns(kind).find((column) => column.key === 'original_id')?.role).toBe('required');
      expect(keys.every((key) => PRODUCT_COLUMNS[key].aliases.includes(PRODUCT_COLUMNS[key].header))).toBe(
        true,
      );
    }
  });
});

describe('import status light', () => {
  it.each([
    [null, 'white'],
    [{ status: 'pending' as const }, 'yellow'],
    [{ status: 'processing' as const }, 'yellow'],
    [{ status: 'complete' as const }, 'green'],
    [{ status: 'failed' as const }, 'red'],
  ])('%j -> %s', (latest, color) => {
    expect(importStatusColor(latest)).toBe(color);
  });

  it('labels every status', () => {
    expect(Object.values(IMPORT_STATUS).every((status) => status.label.length > 0)).toBe(true);
  });
});

describe('product schemas', () => {
  const message = (result: { success: boolean; error?: unknown }) =>
    result.success ? undefined : firstIssueMessage(result.error as never);

  it('takes the spec payload and normalizes it', () => {
    const parsed = createProductSchema.parse({
      brand: { name: ' Ledesma ' },
      kind: { name: 'Almacén' },
      name: ' Azúcar ',
      quantity_unit: 'kg',
      price_per_unit: 10.5,
      description: '',
      tags: 'oferta, , Oferta, nuevo',
    });
    expect(parsed).toMatchObject({
      brand: 'Ledesma',
      kind: 'Almacén',
      name: 'Azúcar',
      quantity_unit: 'kg',
      price_per_unit: 10.5,
      description: null,
      tags: ['oferta', 'nuevo'],
      active: true,
      original_id: null,
    });
  });

  it.each([
    [{ name: 'x' }, PRODUCT_MSG.kindRequired],
    [{ kind: { name: ' ' }, name: 'x' }, PRODUCT_MSG.kindRequired],
    [{ kind: { name: 'A' } }, PRODUCT_MSG.nameRequired],
    [{ kind: { name: 'A' }, name: '' }, PRODUCT_MSG.nameRequired],
    [{ kind: { name: 'A' }, name: 'x', price_per_unit: -1 }, PRODUCT_MSG.priceInvalid],
    [{ kind: { name: 'A' }, name: 'x', price_per_unit: 1.005 }, PRODUCT_MSG.priceInvalid],
    [{ kind: { name: 'A' }, name: 'x', quantity_unit: 'caja' }, PRODUCT_MSG.unitInvalid],
    [{ kind: { name: 'A' }, name: 'x', image_url: 'foto.jpg' }, PRODUCT_MSG.imageUrlInvalid],
  ])('create %j -> %s', (payload, expected) => {
    expect(message(createProductSchema.safeParse(payload))).toBe(expected);
  });

  it('update needs one of price, image url or tags', () => {
    expect(message(updateProductSchema.safeParse({ id: 3 }))).toBe(PRODUCT_MSG.nothingToUpdate);
    expect(updateProductSchema.parse({ image_url: '' })).toEqual({ image_url: null });
    expect(message(updateProductSchema.safeParse({ price_per_unit: -5 }))).toBe(PRODUCT_MSG.priceInvalid);
  });

  it('delete needs at least one id', () => {
    expect(message(deleteProductsSchema.safeParse({ product_ids: [] }))).toBe(PRODUCT_MSG.productIdsRequired);
    expect(message(deleteProductsSchema.safeParse({}))).toBe(PRODUCT_MSG.productIdsRequired);
    expect(deleteProductsSchema.parse({ product_ids: ['4', 5] })).toEqual({ product_ids: [4, 5] });
  });

  it('list query defaults to page 1', () => {
    expect(productListQuerySchema.parse({ name: 'leche' })).toEqual({ name: 'leche', page: 1 });
  });
});
