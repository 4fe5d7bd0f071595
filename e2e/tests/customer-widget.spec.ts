import { expect, test } from '@playwright/test';

// Both origins live on this machine; Chromium's local-network checks would treat the page the
// browser answers itself as a public site reaching the loopback and block the loader for that alone.
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
    ],
  },
});

test.describe('[CLIENTE][WIDGET]', () => {
  test.skip(({ isMobile }) => !isMobile, 'viaje de cliente en teléfono');

  test('[CLIENTE][WIDGET] the loader on another page opens the store chat in an iframe', async ({
    page,
    baseURL,
  }) => {
    // A page of another origin (127.0.0.1 instead of localhost: a different origin on this machine),
    // answered by the browser itself with the embed snippet of the SHARE tab.
    const site = `${baseURL!.replace('localhost', '127.0.0.1')}/otro-sitio.html`;
    await page.route(site, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<html><body><h1>Otro sitio</h1><script src="${baseURL}/widget.js" data-store="demo" data-position="right"></script></body></html>`,
      }),
    );
    await page.goto(site);
    await page.getByRole('button', { name: 'Abrir el chat de la tienda' }).click();
    const frame = page.frameLocator('iframe[title="Chat de la tienda"]');
    await expect(frame.getByRole('log', { name: 'Conversación con la tienda' })).toContainText(
      '¿Qué te gustaría pedir hoy?',
    );
    // In widget mode the chat fills the frame: no landing page, no second round button.
    await expect(frame.getByRole('heading', { name: 'QUIERO COMPRAR' })).toHaveCount(0);
    await expect(frame.getByRole('button', { name: 'Abrir el chat de la tienda' })).toHaveCount(0);
  });
});
