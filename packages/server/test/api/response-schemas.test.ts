import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, productPageResponse, type Endpoint, type ProductView } from '@mostrador/core';
import { contractSerializerCompiler } from '../../src/lib/contract';
import { keptAnswer } from '../../src/lib/kept-answer';
import { buildRouteTableApp, type RouteTableApp } from '../security/route-table';

/*
 * Every API route takes its schemas from the contract (core/src/api/contract, ADR 0025): the
 * serializer then sends only the fields the answer's schema names, OpenAPI documents them, and the
 * web's calls are typed with the same entry.
 */

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
  it('every route declares its answer', () => {
    const missing = table.routes
      .filter((route) => !route.hidden && !route.response)
      .map((route) => route.key);
    expect(missing, 'rutas sin esquema de respuesta').toEqual([]);
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

  it('every route is in the contract', () => {
    const outside = table.routes
      .filter((route) => !route.hidden && !(route.key in api))
      .map((route) => route.key);
    expect(outside, 'rutas fuera del contrato').toEqual([]);
  });

  it('documents every operation of /api/docs with its success answer', async () => {
    const res = await table.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    const undocumented: string[] = [];
    for (const [key, entry] of Object.entries(api) as [string, Endpoint][]) {
      const [method, path] = key.split(' ') as [string, string];
      const openApiPath = path.replace(/:(\w+)/g, '{$1}');
      const responses = paths[openApiPath]?.[method.toLowerCase()]?.responses ?? {};
      if (!responses[String(entry.status ?? 200)]) undocumented.push(key);
    }
    expect(undocumented, 'operaciones sin respuesta en OpenAPI').toEqual([]);
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

  it('a kept answer is encoded once per route and frozen; any other answer is encoded on every call', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(contractSerializerCompiler);
    const schema = z.object({ items: z.array(z.object({ name: z.string() })), total: z.number() });
    // Each encoding reads `total` once; the count shows which calls encoded the answer.
    let reads = 0;
    const counting = <T extends object>(answer: T) =>
      Object.defineProperty(answer, 'total', { get: () => (reads += 1), enumerable: true });
    const kept = keptAnswer(counting({ items: [{ name: 'Yerba' }] }));
    const plain = counting({ items: [{ name: 'Yerba' }] });
    app.get('/kept', { schema: { response: { 200: schema } } }, async () => kept);
    app.get('/plain', { schema: { response: { 200: schema } } }, async () => plain);
    const first = await app.inject({ method: 'GET', url: '/kept' });
    const afterFirst = reads;
    const second = await app.inject({ method: 'GET', url: '/kept' });
    expect(reads).toBe(afterFirst);
    expect(second.body).toBe(first.body);
    expect(() => {
      (kept.items[0] as { name: string }).name = 'Otro';
    }).toThrow(TypeError);

    await app.inject({ method: 'GET', url: '/plain' });
    const afterPlain = reads;
    plain.items[0]!.name = 'Arroz';
    const changed = await app.inject({ method: 'GET', url: '/plain' });
    await app.close();
    expect(reads).toBeGreaterThan(afterPlain);
    expect(changed.json()).toMatchObject({ items: [{ name: 'Arroz' }] });
  });
});
