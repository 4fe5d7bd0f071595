import { describe, expect, it } from 'vitest';
import { OutboundError } from '../../lib/outbound/outbound-fetch';
import { WooApiError, createWooClient, retryAfterMs } from './woo-client';

const CONNECTION = { base_url: 'https://tienda.example.com/', api_key: 'ck_1', secret: 'cs_2' };

describe('retryAfterMs', () => {
  it.each([
    ['3', 3000],
    [' 0 ', 0],
    ['Sun, 22 Nov 2026 10:00:05 GMT', 5000],
    ['Sun, 22 Nov 2026 09:00:00 GMT', 0],
    ['pronto', undefined],
    [null, undefined],
  ])('%j -> %j', (header, expected) => {
    expect(retryAfterMs(header, Date.parse('2026-11-22T10:00:00Z'))).toBe(expected);
  });
});

describe('createWooClient', () => {
  it('uses basic auth over https and reads the pagination headers', async () => {
    const calls: { url: string; headers: Record<string, string> }[] = [];
    const client = createWooClient(CONNECTION, {
      fetch: async (url, init) => {
        calls.push({ url: String(url), headers: init?.headers as Record<string, string> });
        return new Response('[{"id":1}]', { headers: { 'x-wp-total': '31', 'x-wp-totalpages': '4' } });
      },
    });
    const page = await client.page('/products', { per_page: 10, page: 2, modified_after: undefined });
    expect(page).toEqual({ items: [{ id: 1 }], total: 31, totalPages: 4 });
    expect(calls[0]!.url).toBe('https://tienda.example.com/wp-json/wc/v3/products?per_page=10&page=2');
    expect(calls[0]!.headers.authorization).toBe(`Basic ${Buffer.from('ck_1:cs_2').toString('base64')}`);
  });

  it('retries a lost connection and a 5xx, then gives up with the last reason', async () => {
    let n = 0;
    const client = createWooClient(CONNECTION, {
      attempts: 3,
      backoffMs: 1,
      fetch: async () => {
        n += 1;
        if (n === 1) throw new TypeError('fetch failed');
        return new Response('caido', { status: 502 });
      },
    });
    const error = await client.page('/orders', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WooApiError);
    expect(error).toMatchObject({ failure: 'unavailable', status: 502 });
    expect(n).toBe(3);
  });

  it.each([
    [401, 'auth'],
    [403, 'auth'],
    [404, 'not_found'],
    [400, 'invalid'],
  ])('does not retry a %i (%s)', async (status, failure) => {
    let n = 0;
    const client = createWooClient(CONNECTION, {
      fetch: async () => {
        n += 1;
        return new Response('{}', { status });
      },
    });
    await expect(client.page('/orders', {})).rejects.toMatchObject({ failure, status });
    expect(n).toBe(1);
  });

  it('refuses an answer that is not a JSON list', async () => {
    const client = createWooClient(CONNECTION, { fetch: async () => new Response('<html>WordPress</html>') });
    await expect(client.page('/products', {})).rejects.toMatchObject({ failure: 'invalid' });
  });

  it('keeps the shop path and drops a query or fragment saved before base URLs were checked', async () => {
    const urls: string[] = [];
    const client = createWooClient(
      { ...CONNECTION, base_url: 'http://tienda.example.com/wp/?x=#y' },
      {
        fetch: async (url) => {
          urls.push(url);
          return new Response('[]');
        },
      },
    );
    await client.page('/products', { page: 1 });
    expect(urls[0]).toBe(
      'http://tienda.example.com/wp/wp-json/wc/v3/products?page=1&consumer_key=ck_1&consumer_secret=cs_2',
    );
  });

  it('does not retry an address the outbound policy refuses', async () => {
    let n = 0;
    const client = createWooClient(CONNECTION, {
      fetch: async () => {
        n += 1;
        throw new OutboundError('blocked');
      },
    });
    await expect(client.page('/products', {})).rejects.toMatchObject({ failure: 'blocked' });
    expect(n).toBe(1);
  });
});
