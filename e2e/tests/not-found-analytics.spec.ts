import { expect, test, type Page } from '@playwright/test';
import { NotFoundPage } from '../pages/NotFoundPage';

const ANALYTICS = 'https://analitica.example.test/eventos';
const SCRIPT = 'https://cdn.seguimiento.example.test/tag.js';

// The server's Content-Security-Policy allows these origins only when they are configured (tested
// on the server); here the page's own behaviour is under test, with the configuration answered
// by the test, so the policy of the e2e server (none configured) is bypassed.
test.use({ bypassCSP: true, serviceWorkers: 'block' });

/** Records every request the page makes to another origin. */
function foreignRequests(page: Page) {
  const seen: { url: string; method: string; body: string | null }[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost') && !request.url().startsWith('http://127.0.0.1')) {
      seen.push({ url: request.url(), method: request.method(), body: request.postData() });
    }
  });
  return seen;
}

test.describe('[NAV][404] analytics and tracking', () => {
  test('[NAV][404] sends the analytics event and loads the tracking script when configured', async ({
    page,
  }) => {
    await page.route('**/api/public/config', (route) =>
      route.fulfill({ json: { analytics_url: ANALYTICS, tracking_script_url: SCRIPT } }),
    );
    await page.route(ANALYTICS, (route) => route.fulfill({ status: 204 }));
    await page.route(SCRIPT, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__seguimiento = true;' }),
    );
    const seen = foreignRequests(page);
    await page.goto('/pagina/que-no-existe?desde=correo');
    await new NotFoundPage(page).expectShown();

    await expect.poll(() => seen.filter((r) => r.url === ANALYTICS).length).toBe(1);
    const event = seen.find((r) => r.url === ANALYTICS)!;
    expect(event.method).toBe('POST');
    expect(JSON.parse(event.body!)).toMatchObject({ event: 'page_not_found', path: '/pagina/que-no-existe' });
    await expect(page.locator('script[data-tracking]')).toHaveAttribute('src', SCRIPT);
    await expect
      .poll(() => page.evaluate(() => (window as { __seguimiento?: boolean }).__seguimiento))
      .toBe(true);
  });

  test('[NAV][404] sends nothing and loads no script when unset', async ({ page }) => {
    const seen = foreignRequests(page);
    const config = page.waitForResponse('**/api/public/config');
    await page.goto('/otra/pagina/inexistente');
    await new NotFoundPage(page).expectShown();
    expect(await (await config).json()).toEqual({ analytics_url: null, tracking_script_url: null });
    await expect(page.locator('script[data-tracking]')).toHaveCount(0);
    expect(seen).toEqual([]);
  });
});
