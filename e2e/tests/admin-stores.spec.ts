import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { AdminStoresPage } from '../pages/AdminStoresPage';
import { LoginPage } from '../pages/LoginPage';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS, uniqueSuffix } from '../support/accounts';
import { StoreApi } from '../support/store-api';

const DEMO = ACCOUNTS.storeAdmin.hashtag;
/** An import runs in the background; on a busy machine it may take a few seconds. */
const IMPORT_TIMEOUT = 30_000;

async function loginAs(page: Page, account: { email: string; password: string }, lands = /\/home$/) {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(account.email, account.password);
  await expect(page).toHaveURL(lands);
}

test.describe('[ADMIN][TIENDAS]', () => {
  test('[ADMIN][TIENDAS] disable the demo store, its user is refused, enable it, upload FAQ and products, download logs', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Two users, two logins each, a background import and a download: longer than one screen's journey.
    test.slow();
    const admin = await StoreApi.login(request, ACCOUNTS.platformAdmin);
    const { items } = await admin.get<{ items: { id: number; hashtag: string }[] }>(
      `/admin/stores/?q=${encodeURIComponent(DEMO)}`,
    );
    const demoId = items.find((store) => store.hashtag === DEMO)!.id;
    // The crew member is already working when the store is disabled.
    const crewContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const crewPage = await crewContext.newPage();
    await loginAs(crewPage, ACCOUNTS.crew);

    try {
      await loginAs(page, ACCOUNTS.platformAdmin);
      const stores = new AdminStoresPage(page);
      await stores.open();
      await stores.find(DEMO);
      await expect(stores.activeSwitch(DEMO)).toBeChecked();
      await page.screenshot({ path: testInfo.outputPath('admin-home.png'), fullPage: true });

      await stores.toggle(DEMO, 'Desactivar');
      await expectToast(page, `Cuenta ${DEMO} desactivada`);
      await expect(stores.activeSwitch(DEMO)).not.toBeChecked();

      await crewPage.goto('/orderlist');
      await expect(crewPage).toHaveURL(/\/login$/);
      await expect(crewPage.getByText(/El usuario esta inactivo/)).toBeVisible();

      await stores.toggle(DEMO, 'Activar');
      await expectToast(page, `Cuenta ${DEMO} activada`);
      await expect(stores.activeSwitch(DEMO)).toBeChecked();
      // Enabled again, the same user gets back in, to the page they were refused on.
      await loginAs(crewPage, ACCOUNTS.crew, /\/orderlist$/);

      const suffix = uniqueSuffix();
      const question = `¿Tienen envio express ${suffix}?`;
      const answer = `Si, en el dia dentro de la ciudad (${suffix})`;
      await stores.uploadFaqFile(DEMO, 'faq.txt', `${question} ${answer}`);
      await expectToast(page, 'FAQ actualizadas correctamente');
      const list = await stores.openFaqList(DEMO);
      await expect(list.getByRole('listitem').filter({ hasText: question })).toContainText(answer);
      await list.getByRole('button', { name: 'Cerrar' }).click();

      await stores.uploadProducts(
        DEMO,
        `catalogo-${suffix}.csv`,
        `id_original;nombre;tipo;precio\nADM-${suffix};Yerba de prueba ${suffix};Almacén;3500\n`,
      );
      await expectToast(page, 'CSV enviado correctamente');
      await expect(stores.statusLight(DEMO)).toHaveAttribute('data-status-color', 'green', {
        timeout: IMPORT_TIMEOUT,
      });
      await page.screenshot({ path: testInfo.outputPath('admin-status-green.png'), fullPage: true });

      const whatsapp = `54911${String(Date.now()).slice(-8)}`;
      await stores.editField(DEMO, 'WhatsApp de la tienda', whatsapp);
      await expectToast(page, 'Datos del negocio guardados');
      await expect(page.getByText(whatsapp, { exact: true })).toBeVisible();

      const download = await stores.downloadLogs(DEMO);
      expect(download.suggestedFilename()).toBe(`logs-tienda-${demoId}.zip`);
      const zip = await readFile((await download.path())!);
      // A zip starts with 'PK'; the server tests open its JSON and CSV.
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      await expectToast(page, 'Logs exportados con éxito (por favor chequee el directorio de descargas)');
    } finally {
      // Leave the demo store as the other journeys expect it.
      await admin.post(`/admin/stores/${demoId}/enable`, {});
      await admin.post(`/admin/stores/${demoId}`, { exclusive_whatsapp: null });
      await crewContext.close();
    }
  });
});
