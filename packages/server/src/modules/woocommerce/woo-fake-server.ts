import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local shop that answers as WooCommerce documents its REST API v3, for the sync tests:
 * /wp-json/wc/v3/products, /products/{id}/variations and /orders with per_page, page, orderby=id,
 * modified_after (+ dates_are_gmt), status (a product in the trash is listed only with status=trash,
 * as WordPress's default 'any' leaves the trash out), X-WP-Total and X-WP-TotalPages, consumer key and secret as
 * query parameters over http (or basic auth), the documented 401 error body, and scripted 429/5xx.
 */
export interface FakeRecord {
  id: number;
  date_modified_gmt: string;
  [field: string]: unknown;
}

export interface ScriptedFailure {
  /** Matches the request's path (after /wp-json/wc/v3) and page. */
  path: string;
  page?: number;
  status: number;
  retryAfter?: string;
  /** How many requests fail; Infinity until removed. */
  times: number;
}

export interface FakeRequest {
  path: string;
  query: Record<string, string>;
  at: number;
  status: number;
}

export interface FakeWoo {
  url: string;
  products: FakeRecord[];
  variations: Map<number, FakeRecord[]>;
  orders: FakeRecord[];
  failures: ScriptedFailure[];
  requests: FakeRequest[];
  key: string;
  secret: string;
  close(): Promise<void>;
}

const API = '/wp-json/wc/v3';

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
}

function authorized(req: IncomingMessage, query: URLSearchParams, key: string, secret: string): boolean {
  if (query.get('consumer_key') === key && query.get('consumer_secret') === secret) return true;
  const header = req.headers.authorization ?? '';
  return header === `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`;
}

export async function startFakeWoo(key = 'ck_prueba', secret = 'cs_prueba'): Promise<FakeWoo> {
  const shop: Omit<FakeWoo, 'url' | 'close'> = {
    products: [],
    variations: new Map(),
    orders: [],
    failures: [],
    requests: [],
    key,
    secret,
  };

  function collection(path: string): FakeRecord[] | undefined {
    if (path === '/products') return shop.products;
    if (path === '/orders') return shop.orders;
    const variations = /^\/products\/(\d+)\/variations$/.exec(path);
    if (variations) return shop.variations.get(Number(variations[1])) ?? [];
    return undefined;
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.startsWith(API) ? url.pathname.slice(API.length) : '';
    const query = Object.fromEntries(url.searchParams);
    const page = Number(url.searchParams.get('page') ?? '1');
    const log = (status: number) => shop.requests.push({ path, query, at: Date.now(), status });
    const failure = shop.failures.find(
      (f) => f.path === path && (f.page === undefined || f.page === page) && f.times > 0,
    );
    if (failure) {
      failure.times -= 1;
      log(failure.status);
      return send(
        res,
        failure.status,
        { code: 'fallo_simulado', message: 'Error simulado', data: { status: failure.status } },
        failure.retryAfter !== undefined ? { 'retry-after': failure.retryAfter } : {},
      );
    }
    if (!authorized(req, url.searchParams, shop.key, shop.secret)) {
      log(401);
      return send(res, 401, {
        code: 'woocommerce_rest_cannot_view',
        message: 'Lo siento, no puedes listar los recursos.',
        data: { status: 401 },
      });
    }
    const list = collection(path);
    if (!list) {
      log(404);
      return send(res, 404, {
        code: 'rest_no_route',
        message: 'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.',
        data: { status: 404 },
      });
    }
    const perPage = Math.min(100, Number(url.searchParams.get('per_page') ?? '10'));
    const after = url.searchParams.get('modified_after');
    const trash = url.searchParams.get('status') === 'trash';
    const filtered = [...list]
      .filter((record) => !after || record.date_modified_gmt > after)
      .filter((record) => path !== '/products' || (record.status === 'trash') === trash)
      .sort((a, b) => a.id - b.id);
    const totalPages = Math.ceil(filtered.length / perPage);
    log(200);
    send(res, 200, filtered.slice((page - 1) * perPage, page * perPage), {
      'x-wp-total': String(filtered.length),
      'x-wp-totalpages': String(totalPages),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(shop, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** WooCommerce's *_gmt date format: ISO 8601 without zone. */
export const gmt = (date: Date) => date.toISOString().slice(0, 19);
