import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { customerPagePolicy, isCustomerPage, isEmbeddableChat } from './customer-pages';

const builtCustomerPage = existsSync(
  fileURLToPath(new URL('../../../web/dist/customer.html', import.meta.url)),
);

describe('customer pages', () => {
  it.each([
    ['/s/demo', true],
    ['/s/demo?widget=1', true],
    ['/homeclient', true],
    ['/homeclient/demo', true],
    ['/info', true],
    ['/info?x=1', true],
    ['/orderstatus/abc', true],
    ['/productlist/abc', true],
    ['/sandbox-checkout/pay_1', true],
    ['/information', false],
    ['/homeclientes', false],
    ['/home', false],
    ['/orderlist', false],
    ['/', false],
    ['/api/client/orderstatus', false],
  ])('%s is a customer page: %s', (url, expected) => {
    expect(isCustomerPage(url)).toBe(expected);
  });

  it('lets other sites frame only the chat page the widget opens', () => {
    expect(isEmbeddableChat('/s/demo?widget=1')).toBe(true);
    expect(customerPagePolicy('/s/demo?widget=1')).toContain('frame-ancestors *');
    expect(isEmbeddableChat('/orderstatus/abc')).toBe(false);
    expect(customerPagePolicy('/orderstatus/abc')).toContain("frame-ancestors 'self'");
  });

  it('allows the MercadoPago SDK script on the customer pages', () => {
    expect(customerPagePolicy('/orderstatus/abc')).toMatch(
      /script-src 'self' https:\/\/sdk\.mercadopago\.com/,
    );
  });
});

describe('customer pages served by the app', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('serves the widget loader as a cross-origin resource, and nothing else', async () => {
    const loader = await ctx.app.inject({ method: 'GET', url: '/widget.js' });
    expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  // The HTML entries exist only after `npm run build` of the web package.
  it.skipIf(!builtCustomerPage)('answers customer paths with customer.html and its policy', async () => {
    const chat = await ctx.app.inject({ method: 'GET', url: '/s/demo?widget=1' });
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toContain('/assets/customer-');
    expect(chat.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(chat.headers['x-frame-options']).toBeUndefined();

    const order = await ctx.app.inject({ method: 'GET', url: '/orderstatus/abc' });
    expect(order.body).toContain('/assets/customer-');
    expect(order.headers['x-frame-options']).toBe('SAMEORIGIN');

    const staff = await ctx.app.inject({ method: 'GET', url: '/orderlist' });
    expect(staff.body).not.toContain('/assets/customer-');
    expect(staff.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
