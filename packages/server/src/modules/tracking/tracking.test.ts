import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { testConfig } from '../../config';
import { isProductionHost } from './tracking';

const ANALYTICS = 'https://analitica.example.com/eventos';
const SCRIPT = 'https://cdn.seguimiento.example.net/tag.js';

let plain: TestContext;
let tracked: TestContext;
beforeAll(async () => {
  plain = await createTestApp();
  tracked = await createTestApp({
    ANALYTICS_URL: ANALYTICS,
    TRACKING_SCRIPT_URL: SCRIPT,
    PRODUCTION_HOSTS: ['panel.mostrador.com.ar'],
  });
});
afterAll(async () => {
  await plain.close();
  await tracked.close();
});

const config = (ctx: TestContext, host: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/public/config', headers: { host } });

describe('GET /api/public/config', () => {
  it('answers nothing to track when the settings are unset', async () => {
    const res = await config(plain, 'panel.mostrador.com.ar');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ analytics_url: null, tracking_script_url: null });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
  });

  it('gives the tracking script to production hosts only, the analytics event to every host', async () => {
    const production = await config(tracked, 'panel.mostrador.com.ar:443');
    expect(production.json()).toEqual({ analytics_url: ANALYTICS, tracking_script_url: SCRIPT });
    const staging = await config(tracked, 'pruebas.mostrador.com.ar');
    expect(staging.json()).toEqual({ analytics_url: ANALYTICS, tracking_script_url: null });
    expect(production.headers.vary).toContain('host');
  });

  it('lets the page load the script and send the event through the Content-Security-Policy', async () => {
    const csp = (await config(tracked, 'panel.mostrador.com.ar')).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toContain("script-src 'self' https://cdn.seguimiento.example.net;");
    expect(csp).toContain("connect-src 'self' https://analitica.example.com;");
  });

  it('needs no login and takes no store data', async () => {
    const res = await tracked.app.inject({
      method: 'GET',
      url: '/api/public/config',
      headers: { host: 'panel.mostrador.com.ar', authorization: 'Bearer token-invalido' },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['analytics_url', 'tracking_script_url']);
  });
});

describe('isProductionHost', () => {
  it.each([
    [{ PRODUCTION_HOSTS: ['a.example.com'] }, 'A.example.com', true],
    [{ PRODUCTION_HOSTS: ['a.example.com'] }, 'b.example.com', false],
    [{ NODE_ENV: 'production' as const }, 'cualquiera.example.com', true],
    [{ NODE_ENV: 'development' as const }, 'localhost', false],
  ])('%j on %s is %s', (overrides, host, expected) => {
    expect(isProductionHost(testConfig(overrides), host)).toBe(expected);
  });
});
