import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_METHOD_DEFAULT_INFO, FAQ_TYPES, WEEKDAYS } from '@mostrador/core';
import { login, type TestContext } from '../../../test/helpers';
import { DEMO, seedDemo } from '../../seed/demo';
import { demoProducts } from '../products/products.seed';
import { call, createSettingsTestApp } from './settings.fixtures';

const WEB_PUBLIC = new URL('../../../../web/public', import.meta.url).pathname;

let ctx: TestContext;
let owner: string;
beforeAll(async () => {
  ctx = await createSettingsTestApp();
  await seedDemo(ctx.database.db);
  owner = (await login(ctx.app, DEMO.admin.email, DEMO.admin.password)).jwt_token;
});
afterAll(() => ctx.close());

describe('#demo settings, FAQs and marketing', () => {
  it('has MercadoPago, Efectivo and Transferencia, the checkout one with its default message', async () => {
    const methods = (await call(ctx, owner, 'GET', '/store/payment_methods/')).json();
    expect(methods.map((m: { name: string }) => m.name)).toEqual([
      'MercadoPago',
      'Efectivo',
      'Transferencia',
    ]);
    expect(methods[0].method_info).toBe(CHECKOUT_METHOD_DEFAULT_INFO);
  });

  it('has the five standard FAQs, a knowledge base and questions waiting', async () => {
    const standard = (await call(ctx, owner, 'GET', '/store/standard_faqs/')).json();
    expect(standard.map((f: { faq_type: string }) => f.faq_type)).toEqual([...FAQ_TYPES]);
    expect(standard.every((f: { id: number | null; visible: boolean }) => f.id !== null && f.visible)).toBe(
      true,
    );
    expect((await call(ctx, owner, 'GET', '/store/faqs')).json().length).toBeGreaterThanOrEqual(6);
    expect((await call(ctx, owner, 'GET', '/store/faqs_unmanaged')).json()).toHaveLength(3);
  });

  it('has a promo for every weekday and three referral codes', async () => {
    const promos = (await call(ctx, owner, 'GET', '/store/promos/')).json();
    expect(promos.map((p: { day_of_week: string }) => p.day_of_week)).toEqual(WEEKDAYS.slice(0, 7));
    const codes = (await call(ctx, owner, 'GET', '/store/refcodes/')).json();
    expect(codes).toHaveLength(3);
    expect(codes.some((c: { url: string }) => c.url.startsWith('https://wa.me/5491155551234'))).toBe(true);
  });

  it('has a theme whose pictures ship with the web app, and saves back as it is', async () => {
    const theme = (await call(ctx, owner, 'GET', '/store/theme')).json();
    expect(theme).toMatchObject({ title: 'QUIERO COMPRAR', color_set: { titlebar_text: 'Almacén Demo' } });
    const pictures: string[] = [
      theme.header_logo,
      theme.widget_logo,
      ...theme.media.map((entry: { media_url: string }) => entry.media_url).filter(Boolean),
    ];
    expect(pictures).toHaveLength(6);
    for (const picture of pictures) expect(existsSync(join(WEB_PUBLIC, picture)), picture).toBe(true);
    // Nothing from an outside host, and no video the demo cannot ship.
    expect(theme.media[1]).toMatchObject({ media_type: 'video', media_url: '' });
    const saved = await call(ctx, owner, 'POST', '/store/theme', {
      header_logo: theme.header_logo,
      widget_logo: theme.widget_logo,
      media: theme.media,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('shows every product with a picture that ships with the web app', async () => {
    const pictures = new Set(demoProducts().map((product) => product.image_url));
    expect(pictures.size).toBeGreaterThan(10);
    for (const picture of pictures) expect(existsSync(join(WEB_PUBLIC, picture)), picture).toBe(true);
  });
});
