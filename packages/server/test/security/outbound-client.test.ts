import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyAddress } from '../../src/lib/outbound/address-policy';
import {
  DEFAULT_PORTS,
  OutboundError,
  createOutboundFetch,
  type OutboundPolicy,
} from '../../src/lib/outbound/outbound-fetch';
import { ConfigError, loadConfig } from '../../src/config';

/**
 * Issue 18, finding 1 (server-side request forgery): the one outbound client refuses internal
 * addresses before connecting, after redirects too, and bounds time and size.
 */

interface Local {
  server: Server;
  port: number;
  url: string;
  hits: IncomingMessage[];
}

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void, host = '127.0.0.1') {
  const hits: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    hits.push(req);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const shown = host.includes(':') ? `[${host}]` : host;
  return { server, port, url: `http://${shown}:${port}`, hits } satisfies Local;
}

const ANY_HIGH_PORT = [{ from: 1024, to: 65535 }];
/** Only the address rules decide: the test servers listen on random high ports. */
const strict: OutboundPolicy = { allowPrivateHosts: false, ports: ANY_HIGH_PORT };
const selfHosted: OutboundPolicy = { allowPrivateHosts: true, ports: ANY_HIGH_PORT };

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof OutboundError ? error.failure : String(error)),
  );

let ok: Local;
let redirector: Local;
let slow: Local;
let endless: Local;
let ipv6: Local | undefined;

beforeAll(async () => {
  ok = await listen((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({ path: req.url, host: req.headers.host, auth: req.headers.authorization ?? null }),
    );
  });
  redirector = await listen((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    res.writeHead(302, { location: to }).end();
  });
  slow = await listen(() => {
    // Never answers: the client's own time limit must end the call.
  });
  endless = await listen((_req, res) => {
    // Chunked (no content-length) and without end: only the streamed cap stops the reader.
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const push = () => {
      if (!res.destroyed && res.write(chunk)) setImmediate(push);
      else if (!res.destroyed) res.once('drain', push);
    };
    push();
  });
  ipv6 = await listen((_req, res) => res.end('[]'), '::1').catch(() => undefined);
});

afterAll(async () => {
  for (const local of [ok, redirector, slow, endless, ipv6]) {
    local?.server.closeAllConnections();
    await new Promise((resolve) => local?.server.close(resolve) ?? resolve(undefined));
  }
});

describe('address policy', () => {
  it.each([
    ['127.0.0.1', 'private'],
    ['10.1.2.3', 'private'],
    ['172.20.0.1', 'private'],
    ['192.168.0.10', 'private'],
    ['100.100.100.200', 'private'],
    ['::1', 'private'],
    ['fd00:ec2::254', 'private'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['169.254.169.254', 'blocked'],
    ['::ffff:169.254.169.254', 'blocked'],
    ['64:ff9b::a9fe:a9fe', 'blocked'],
    ['2002:a9fe:a9fe::1', 'blocked'],
    ['fe80::1', 'blocked'],
    ['0.0.0.0', 'blocked'],
    ['::', 'blocked'],
    ['224.0.0.1', 'blocked'],
    ['ff02::1', 'blocked'],
    ['255.255.255.255', 'blocked'],
    ['no-es-ip', 'blocked'],
    ['8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['64:ff9b::808:808', 'public'],
  ])('%s is %s', (address, verdict) => {
    expect(classifyAddress(address)).toBe(verdict);
  });
});

describe('outbound client', () => {
  it('refuses a server on 127.0.0.1 unless the operator allows private hosts', async () => {
    const before = ok.hits.length;
    expect(await failureOf(createOutboundFetch(strict)(`${ok.url}/internal/admin`))).toBe('blocked');
    expect(await failureOf(createOutboundFetch(strict)(`http://localhost:${ok.port}/`))).toBe('blocked');
    expect(ok.hits.length).toBe(before);
    const res = await createOutboundFetch(selfHosted)(`${ok.url}/internal/admin`);
    expect(res.status).toBe(200);
    expect(ok.hits.length).toBe(before + 1);
  });

  it('refuses IPv6 loopback and IPv4-mapped loopback', async () => {
    const fetchStrict = createOutboundFetch(strict);
    const port = ipv6?.port ?? ok.port;
    expect(await failureOf(fetchStrict(`http://[::1]:${port}/`))).toBe('blocked');
    expect(await failureOf(fetchStrict(`http://[::ffff:127.0.0.1]:${ok.port}/`))).toBe('blocked');
    expect(await failureOf(fetchStrict(`http://[::ffff:7f00:1]:${ok.port}/`))).toBe('blocked');
    expect(ipv6?.hits.length ?? 0).toBe(0);
  });

  it('refuses metadata addresses and names even when private hosts are allowed', async () => {
    const fetchSelf = createOutboundFetch({ ...selfHosted, ports: DEFAULT_PORTS });
    expect(await failureOf(fetchSelf('http://169.254.169.254/latest/meta-data/'))).toBe('blocked');
    expect(await failureOf(fetchSelf('http://metadata.google.internal/computeMetadata/v1/'))).toBe('blocked');
    expect(await failureOf(fetchSelf('http://[fe80::1]/'))).toBe('blocked');
  });

  it('checks every address a name resolves to, and connects to the checked one', async () => {
    const resolving = (addresses: string[]) => async () =>
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    const toLoopback = createOutboundFetch({ ...strict, resolve: resolving(['127.0.0.1']) });
    expect(await failureOf(toLoopback(`http://tienda.example:${ok.port}/`))).toBe('blocked');
    const mixed = createOutboundFetch({ ...strict, resolve: resolving(['93.184.215.14', '10.0.0.5']) });
    expect(await failureOf(mixed(`http://tienda.example:${ok.port}/`))).toBe('blocked');
    // tienda.example has no DNS record: the answer can only come from the pinned, checked address.
    const pinned = createOutboundFetch({ ...selfHosted, resolve: resolving(['127.0.0.1']) });
    const res = await pinned(`http://tienda.example:${ok.port}/wp-json`);
    expect(await res.json()).toMatchObject({ path: '/wp-json', host: `tienda.example:${ok.port}` });
  });

  it('allows only http and https on the allowed ports', async () => {
    const fetchDefault = createOutboundFetch({ allowPrivateHosts: true, ports: DEFAULT_PORTS });
    expect(await failureOf(fetchDefault(`${ok.url}/`))).toBe('blocked');
    expect(await failureOf(fetchDefault('ftp://tienda.example/'))).toBe('blocked');
    expect(await failureOf(fetchDefault('file:///etc/passwd'))).toBe('blocked');
    expect(await failureOf(fetchDefault('http://usuario:clave@tienda.example/'))).toBe('blocked');
  });

  it('checks every redirect and refuses one to an internal address', async () => {
    const fetchSelf = createOutboundFetch(selfHosted);
    const before = ok.hits.length;
    const to = (target: string) => `${redirector.url}/?to=${encodeURIComponent(target)}`;
    expect(await failureOf(fetchSelf(to('http://169.254.169.254/latest/meta-data/')))).toBe('blocked');
    expect(await failureOf(fetchSelf(to('http://[::1]:22/')))).toBe('blocked');
    expect(await failureOf(fetchSelf(to('gopher://127.0.0.1:6379/')))).toBe('blocked');
    expect(
      await failureOf(
        createOutboundFetch({ ...selfHosted, ports: [{ from: redirector.port, to: redirector.port }] })(
          to(`${ok.url}/`),
        ),
      ),
    ).toBe('blocked');
    expect(ok.hits.length).toBe(before);
    // Allowed hops are followed; the key never goes to another origin.
    const res = await fetchSelf(to(`${ok.url}/destino`), { headers: { authorization: 'Basic secreto' } });
    expect(await res.json()).toMatchObject({ path: '/destino', auth: null });
  });

  it('follows at most 3 redirects', async () => {
    const fetchSelf = createOutboundFetch(selfHosted);
    const chain = (hops: number) => {
      let url = `${ok.url}/fin`;
      for (let i = 0; i < hops; i += 1) url = `${redirector.url}/?to=${encodeURIComponent(url)}`;
      return url;
    };
    expect((await fetchSelf(chain(3))).status).toBe(200);
    expect(await failureOf(fetchSelf(chain(4)))).toBe('redirects');
  });

  it('cuts a streamed answer off past the size cap', async () => {
    const started = Date.now();
    const capped = createOutboundFetch({ ...selfHosted, maxBytes: 1_048_576 });
    expect(await failureOf(capped(`${endless.url}/`))).toBe('too_large');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('times out a server that never answers', async () => {
    const started = Date.now();
    const quick = createOutboundFetch({ ...selfHosted, timeoutMs: 300 });
    expect(await failureOf(quick(`${slow.url}/`))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('outbound settings', () => {
  it('reads the ports and the private-host switch, and names a bad variable in Spanish', () => {
    const config = loadConfig({
      OUTBOUND_ALLOWED_PORTS: '443, 8000-8999',
      OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true',
    });
    expect(config.OUTBOUND_ALLOWED_PORTS).toEqual([
      { from: 443, to: 443 },
      { from: 8000, to: 8999 },
    ]);
    expect(config.OUTBOUND_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(loadConfig({}).OUTBOUND_ALLOWED_PORTS).toEqual(DEFAULT_PORTS);
    expect(loadConfig({}).OUTBOUND_ALLOW_PRIVATE_HOSTS).toBe(false);
    for (const value of ['todos', '0', '70000', '9000-8000']) {
      expect(() => loadConfig({ OUTBOUND_ALLOWED_PORTS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ OUTBOUND_ALLOWED_PORTS: value })).toThrow(/OUTBOUND_ALLOWED_PORTS: .*puerto/);
    }
  });
});
