import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, productPageResponse, type Endpoint, type ProductView } from '@mostrador/core';
import { contractSerializerCompiler } from '../../src/lib/contract';
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

  it('every route of the contract is registered with the entry of its own path', () => {
    const byKey = new Map(table.routes.filter((route) => !route.hidden).map((route) => [route.key, route]));
    for (const [key, entry] of Object.entries(api) as [string, Endpoint][]) {
      const route = byKey.get(key);
      expect(route, `${key} no esta registrada`).toBeDefined();
      expect(route?.response?.[String(entry.status ?? 200)], `${key}: respuesta`).toBe(entry.response);
      expect(route?.body, `${key}: cuerpo`).toBe(entry.body);
      expect(route?.params, `${key}: parametros`).toBe(entry.params);
      expect(route?.querystring, `${key}: consulta`).toBe(entry.query);
    }
  });

  it('a route that declares its answer takes it from the contract', () => {
    const outside = table.routes
      .filter((route) => !route.hidden && route.response && !(route.key in api))
      .map((route) => route.key);
    expect(outside, 'rutas con respuesta fuera del contrato').toEqual([]);
  });

  it('dates read from the database travel as ISO text, as the contract says', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(contractSerializerCompiler);
    const schema = z.object({ created_at: z.string() });
    app.get('/row', { schema: { response: { 200: schema } } }, async () => ({
      created_at: new Date('2026-11-26T10:00:00.000Z'),
    }));
    app.get('/wrong', { schema: { response: { 200: schema } } }, async () => ({ created_at: 7 }));
    const row = await app.inject({ method: 'GET', url: '/row' });
    const wrong = await app.inject({ method: 'GET', url: '/wrong' });
    await app.close();
    expect(row.json()).toEqual({ created_at: '2026-11-26T10:00:00.000Z' });
    expect(wrong.statusCode).toBe(500);
  });

  it('an answer carries only the fields its schema names (a stray secret never leaves)', async () => {
    // The app's serializer, on a route that returns more than its schema names.
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(contractSerializerCompiler);
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
