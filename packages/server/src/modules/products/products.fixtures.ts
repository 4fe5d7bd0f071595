import { expect } from 'vitest';
import type { TestContext } from '../../../test/helpers';
import type { ListedProduct } from '../imports/imports.fixtures';

type Headers = Record<string, string>;

/** Creates a product through the route (kind Almacén unless given) and returns it as listed. */
export async function createProduct(ctx: TestContext, headers: Headers, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/store/products/',
    headers,
    payload: { kind: { name: 'Almacén' }, name: 'Producto', ...payload },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { product: ListedProduct }).product;
}

/** One page of the product list for a query string. */
export async function list(ctx: TestContext, headers: Headers, query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/store/products/?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: ListedProduct[]; total: number; page: number; page_size: number };
}
