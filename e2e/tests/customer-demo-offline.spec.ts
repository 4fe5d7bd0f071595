import { expect, test, type Locator, type Page } from '@playwright/test';
import { uniqueSuffix } from '../support/accounts';
import { registerFreshStore } from '../support/fresh-store';
import { StoreApi } from '../support/store-api';

/*
 * Issue 19 item 10: the demo store is complete on a machine without internet. Every request to a
 * host other than this server is refused and recorded: the store's pages must make none and show
 * every picture; a store's video shows a poster, never a broken frame.
 */

/** Refuses every request to another host and returns the addresses that were tried. */
async function withoutInternet(page: Page, baseURL: string): Promise<string[]> {
  const own = new URL(baseURL).host;
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === own || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    outside.push(url.href);
    return route.abort('internetdisconnected');
  });
  return outside;
}

/** Every picture in `scope` has loaded (a broken image has no natural width). */
async function expectPicturesShown(scope: Locator, atLeast: number) {
  const pictures = scope.locator('img');
  await expect.poll(() => pictures.count()).toBeGreaterThanOrEqual(atLeast);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: `imagen ${await picture.getAttribute('src')}`,
      })
      .toBe(true);
  }
}

test.describe('[DEMO][SIN INTERNET]', () => {
  test('[DEMO][SIN INTERNET] the demo store shows its logos, pictures and products from this server alone', async ({
    page,
    request,
    baseURL,
  }) => {
    const outside = await withoutInternet(page, baseURL!);
    await page.goto('/s/demo');
    await expect(page.getByRole('heading', { name: 'QUIERO COMPRAR' })).toBeVisible();
    // The header logo, the main picture and the three promos.
    await expectPicturesShown(page.locator('body'), 5);
    await expect(page.getByRole('region', { name: 'Promociones' }).locator('img')).toHaveCount(3);
    // The demo has no video: nothing it could not ship.
    await expect(page.getByRole('region', { name: 'Video de la tienda' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('tienda-demo.png'), fullPage: true });

    const session = `dfmessenger-${uniqueSuffix()
      .replace(/[^0-9a-f]/g, '')
      .padEnd(10, '0')
      .slice(0, 10)}`;
    const preset = await request.post('/api/presetstore', { data: { session, store: 'demo' } });
    expect(preset.ok(), await preset.text()).toBe(true);
    const { product_list_token: token } = (await preset.json()) as { product_list_token: string };
    await page.goto(`/productlist/${token}`);
    const products = page.getByRole('list', { name: 'Productos' });
    await expect(products.getByRole('listitem').first()).toBeVisible();
    await expectPicturesShown(products, 5);
    await page.screenshot({ path: test.info().outputPath('catalogo-demo.png') });
    expect(outside).toEqual([]);
  });

  test("[DEMO][SIN INTERNET] a store's video is a poster until asked for, and says so when it cannot load", async ({
    page,
    request,
    baseURL,
  }) => {
    const store = await registerFreshStore(page);
    const api = await StoreApi.login(request, store);
    const { media } = await api.get<{ media: { media_url: string }[] }>('/store/theme');
    media[1] = { ...media[1]!, media_url: 'https://youtu.be/aqz-KE-bpKQ' };
    await api.post('/store/theme', { media });

    const outside = await withoutInternet(page, baseURL!);
    await page.goto(`/s/${store.hashtag.slice(1)}`);
    const video = page.getByRole('region', { name: 'Video de la tienda' });
    // The poster's picture (from the video host) fails: the slot keeps its colour, no broken image.
    await expect(video.getByRole('button', { name: 'Ver el video' })).toBeVisible();
    await expect(video.locator('img')).toHaveCount(0);
    await expect(video.locator('iframe')).toHaveCount(0);
    expect(outside.every((url) => url.startsWith('https://i.ytimg.com/'))).toBe(true);

    await page.context().setOffline(true);
    await video.getByRole('button', { name: 'Ver el video' }).click();
    await expect(video.getByRole('status')).toHaveText(/El video no se puede ver sin conexión/);
    await expect(video.locator('iframe')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('video-sin-conexion.png') });
    await page.context().setOffline(false);
  });
});
