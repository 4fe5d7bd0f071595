import { createServer, type Server } from 'node:http';

/** A product as WooCommerce's REST API v3 lists it (the fields the sync reads). */
export interface WooProduct {
  id: number;
  name: string;
  price: string;
  date_modified_gmt: string;
}

export interface FakeWooShop {
  url: string;
  key: string;
  secret: string;
  close(): Promise<void>;
}

const API = '/wp-json/wc/v3';

/**
 * A shop on this machine that answers /products and /orders as WooCommerce does over http (consumer
 * key and secret as query parameters, X-WP-Total headers, its 401 body), so the journey syncs a real
 * HTTP shop without leaving the machine.
 */
export async function startFakeWooShop(port: number, products: WooProduct[]): Promise<FakeWooShop> {
  const key = 'ck_e2e_tienda';
  const secret = 'cs_e2e_secreto';
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
      res.end(JSON.stringify(body));
    };
    if (url.searchParams.get('consumer_key') !== key || url.searchParams.get('consumer_secret') !== secret) {
      return reply(401, {
        code: 'woocommerce_rest_cannot_view',
        message: 'Lo siento, no puedes listar los recursos.',
        data: { status: 401 },
      });
    }
    const path = url.pathname.slice(API.length);
    // The trash is asked for on its own; this shop has nothing there, nor orders, nor variations.
    const all = path === '/products' && url.searchParams.get('status') !== 'trash' ? products : [];
    if (!url.pathname.startsWith(API) || !/^\/(products|orders)(\/\d+\/variations)?$/.test(path)) {
      return reply(404, { code: 'rest_no_route', message: 'No route', data: { status: 404 } });
    }
    const perPage = Number(url.searchParams.get('per_page') ?? '10');
    const page = Number(url.searchParams.get('page') ?? '1');
    const items = all.slice((page - 1) * perPage, page * perPage);
    reply(
      200,
      items.map((product) => ({
        type: 'simple',
        status: 'publish',
        description: '',
        short_description: '',
        regular_price: product.price,
        manage_stock: false,
        stock_quantity: null,
        categories: [],
        tags: [],
        brands: [],
        images: [],
        ...product,
      })),
      {
        'x-wp-total': String(all.length),
        'x-wp-totalpages': String(Math.max(1, Math.ceil(all.length / perPage))),
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    secret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
