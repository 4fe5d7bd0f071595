import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPageResponse, type ProductView } from '@mostrador/core';
import { buildRouteTableApp, type RouteTableApp } from '../security/route-table';

/*
 * Every API route declares its answers (core/src/api, ADR 0025): the serializer then sends only
 * the fields the schema names, and OpenAPI documents them. The routes written before the contract
 * are listed in routes-without-response.json; a new route must declare its answer, and a listed
 * route that gains one must leave the list, so the list only shrinks.
 */
const WITHOUT = new Set<string>(
  JSON.parse(readFileSync(new URL('./routes-without-response.json', import.meta.url), 'utf8')) as string[],
);

const product: ProductView = {
  id: 1,
  name: 'Yerba mate 1 kg',
  brand: { name: 'Playadito' },
  kind: null,
  brandname: 'Playadito',
  kindname: '',
  quantity_unit: 'unit',
  price_per_unit: 4500,
  description: null,
  tags: [],
  image_url: null,
  original_id: 'Y-1',
  category: null,
  active: true,
  stock: null,
  curr_symbol: '$',
  created_at: '2026-11-26T10:00:00.000Z',
  updated_at: '2026-11-26T10:00:00.000Z',
};

let table: RouteTableApp;
beforeAll(async () => {
  table = await buildRouteTableApp();
});
afterAll(() => table.close());

describe('response schemas', () => {
  it('every route declares its answer, unless it is on the shrinking list', () => {
    const missing = table.routes
      .filter((route) => !route.hidden && !route.response && !WITHOUT.has(route.key))
      .map((route) => route.key);
    expect(missing, 'rutas nuevas sin esquema de respuesta').toEqual([]);
  });

  it('the list names only routes that exist and still lack a schema', () => {
    const lacking = new Set(table.routes.filter((route) => !route.response).map((route) => route.key));
    expect(
      [...WITHOUT].filter((key) => !lacking.has(key)),
      'sacar de la lista',
    ).toEqual([]);
  });

  it('an answer carries only the fields its schema names (a stray secret never leaves)', async () => {
    // The app's serializer, on a route that returns more than its schema names.
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(serializerCompiler);
    app.get('/page', { schema: { response: { 200: productPageResponse } } }, async () => ({
      items: [{ ...product, password_hash: 'x', store_id: 7 }],
      total: 1,
      page: 1,
      page_size: 15,
      debug: true,
    }));
    const res = await app.inject({ method: 'GET', url: '/page' });
    await app.close();
    expect(res.json()).toEqual({ items: [product], total: 1, page: 1, page_size: 15 });
  });
});
