import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from './accounts';

export interface CatalogueProduct {
  id: number;
  name: string;
  brandname: string;
  kindname: string;
  price_per_unit: number;
  tags: string[];
  original_id: string | null;
}

export interface NewProduct {
  kind: string;
  name: string;
  brand?: string;
  price_per_unit?: number;
  quantity_unit?: 'unit' | 'kg' | 'dozen' | 'meter' | 'gr' | 'lt';
  tags?: string[];
  original_id?: string;
  description?: string;
  category?: string;
}

async function storeAdminToken(request: APIRequestContext): Promise<string> {
  const { email, password } = ACCOUNTS.storeAdmin;
  const res = await request.post('/api/user/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { jwt_token: string }).jwt_token;
}

/**
 * Products a journey needs before it starts, made through the same API the screen uses, so each
 * journey works on its own data and never on another journey's changes.
 */
export async function createProducts(request: APIRequestContext, products: NewProduct[]) {
  const token = await storeAdminToken(request);
  const created: CatalogueProduct[] = [];
  for (const product of products) {
    const res = await request.post('/api/store/products/', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        ...product,
        kind: { name: product.kind },
        brand: product.brand ? { name: product.brand } : undefined,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    created.push(((await res.json()) as { product: CatalogueProduct }).product);
  }
  return created;
}
