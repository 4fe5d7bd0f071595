import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { DataImportView, ImportKind } from '@mostrador/core';
import type { Database } from '../../db/client';
import { bearer, createStore, login } from '../../../test/helpers';

/** Test support for the catalogue suites: a logged-in store, multipart bodies, finished imports. */

/** A fresh address per login, so a suite's many logins stay under the per-address limit. */
export const someIp = () => `10.${[0, 0, 0].map(() => randomBytes(1)[0]! % 250).join('.')}`;

export async function storeWithToken(app: FastifyInstance, database: Database, overrides = {}) {
  const fixture = await createStore(database, overrides);
  const { jwt_token } = await login(app, fixture.admin.email, fixture.admin.password, someIp());
  return { ...fixture, token: jwt_token, headers: bearer(jwt_token) };
}

export function multipart(
  filename: string,
  content: string | Buffer,
  extraFields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----mostrador${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(extraFields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: ImportKind,
  content: string | Buffer,
  filename = `${kind}.csv`,
) {
  const body = multipart(filename, content);
  return app.inject({
    method: 'POST',
    url: `/api/store/${kind}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Polls the import through the API until it is complete or failed. */
export async function finished(
  app: FastifyInstance,
  headers: Record<string, string>,
  id: number,
): Promise<DataImportView> {
  return vi.waitFor(
    async () => {
      const res = await app.inject({ method: 'GET', url: `/api/store/data_imports/${id}`, headers });
      const view = res.json() as DataImportView;
      expect(['complete', 'failed']).toContain(view.status);
      return view;
    },
    { timeout: 25_000, interval: 25 },
  );
}

/** Uploads a file and waits for its import to finish. */
export async function importFile(
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: ImportKind,
  content: string | Buffer,
  filename?: string,
): Promise<DataImportView> {
  const res = await upload(app, headers, kind, content, filename);
  expect(res.statusCode, res.body).toBe(201);
  return finished(app, headers, (res.json() as { data_import: DataImportView }).data_import.id);
}

export interface ListedProduct {
  id: number;
  name: string;
  original_id: string | null;
  brandname: string;
  kindname: string;
  price_per_unit: number;
  quantity_unit: string;
  tags: string[];
  stock: number | null;
  description: string | null;
  image_url: string | null;
  category: string | null;
  active: boolean;
}

/** Every product of the caller's store (pages of 100 through the range path form). */
export async function allProducts(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<ListedProduct[]> {
  const items: ListedProduct[] = [];
  for (let page = 1; ; page += 1) {
    const res = await app.inject({ method: 'GET', url: `/api/store/products/${page}&100`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: ListedProduct[]; total: number };
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) return items;
  }
}

/** A good full-list file: three products, a gram one, an inactive one, Spanish number formats. */
export const FULL_LIST = [
  'id_original;nombre;tipo;marca;unidad;precio;descripcion;tags;imagen;categoria;activo;stock',
  'ALM-1;Azúcar 1 kg;Almacén;Ledesma;unid;1.250,50;Refinada;"oferta, sin tacc";https://img.test/a.jpg;Despensa;si;40',
  'FIA-2;Jamón cocido;Fiambrería;Paladini;gr;18,90;;feteado;;Fiambres;si;3500',
  'BEB-3;Agua 2 l;Bebidas;;lit;980;;;;;no;0',
].join('\n');
