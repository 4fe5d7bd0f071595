import { expect, type Page } from '@playwright/test';

export const OFFLINE_NOTICE = 'Sin conexión: mostrando la última versión guardada.';

/** The back office service worker and the offline notice. */
export class OfflineShell {
  constructor(readonly page: Page) {}

  /** Waits until the service worker is active and holds the shell and the files this page loaded. */
  async waitUntilSaved(): Promise<void> {
    await expect
      .poll(
        () =>
          this.page.evaluate(async () => {
            await navigator.serviceWorker.ready;
            const loaded = performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name).pathname)
              .filter((path) => path.startsWith('/assets/'));
            const shell = await caches.match('/index.html');
            const assets = await caches.open('mostrador-assets-v1');
            const saved = await Promise.all(loaded.map((path) => assets.match(path)));
            return Boolean(shell) && loaded.length > 0 && saved.every(Boolean);
          }),
        { timeout: 15_000 },
      )
      .toBe(true);
  }

  async expectNotice(): Promise<void> {
    await expect(this.page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();
  }

  async expectNoNotice(): Promise<void> {
    await expect(this.page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  }
}
