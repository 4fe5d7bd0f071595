import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS } from '../support/accounts';
import { StoreApi } from '../support/store-api';

const DEMO = ACCOUNTS.storeAdmin.hashtag;

test.describe('[ADMIN][OPCIONES]', () => {
  test('[ADMIN][OPCIONES] exports the logs, edits a notification plan and approves a FAQ', async ({
    page,
    request,
  }, testInfo) => {
    const admin = await StoreApi.login(request, ACCOUNTS.platformAdmin);
    const { items } = await admin.get<{ items: { id: number; hashtag: string }[] }>(
      `/admin/stores/?q=${encodeURIComponent(DEMO)}`,
    );
    const demoId = items.find((store) => store.hashtag === DEMO)!.id;
    const { standard_faqs } = await admin.get<{ standard_faqs: { id: number | null; faq_type: string }[] }>(
      `/admin/stores/${demoId}/faqs`,
    );
    const delivery = standard_faqs.find((faq) => faq.faq_type === 'delivery')!;
    // Start from a disapproved FAQ so the journey shows the approve button.
    await admin.post(`/admin/stores/${demoId}/faqs/${delivery.id}/visible`, { visible: false });

    const login = new LoginPage(page);
    await login.goto();
    await login.login(ACCOUNTS.platformAdmin.email, ACCOUNTS.platformAdmin.password);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/optionsadmin');
    await expect(page.getByRole('heading', { name: 'CONFIGURACION' })).toBeVisible();

    // ACCIONES
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar logs a CSV' }).click();
    const zip = await readFile((await (await download).path())!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    await expectToast(page, 'Logs exportados con éxito (por favor chequee el directorio de descargas)');

    // NOTIFICACIONES
    await page.getByRole('tab', { name: 'NOTIFICACIONES' }).click();
    await page.getByLabel('Buscar por hashtag, nombre o email').fill(DEMO);
    await page.getByRole('button', { name: `Editar plan de ${DEMO}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Restantes').fill('250');
    await dialog.getByLabel('Lote').fill('0');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog.getByText('El lote debe ser un numero entre 1 y 1000')).toBeVisible();
    await dialog.getByLabel('Lote').fill('25');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Datos del negocio guardados');
    await expect(dialog).toBeHidden();
    const plan = await admin.get<{ items: { notif_left: number; notif_batch: number }[] }>(
      `/admin/stores/?q=${encodeURIComponent(DEMO)}`,
    );
    expect(plan.items[0]).toMatchObject({ notif_left: 250, notif_batch: 25 });

    // FAQSIII
    await page.getByRole('tab', { name: 'FAQSIII' }).click();
    await page.getByLabel('Tienda').fill(DEMO);
    await page.getByRole('option', { name: new RegExp(`^${DEMO} ·`) }).click();
    const card = page.getByRole('region', { name: 'Envíos' });
    await expect(card).toContainText('No aprobada');
    await page.screenshot({ path: testInfo.outputPath('optionsadmin-faqs.png'), fullPage: true });
    await card.getByRole('button', { name: 'Aprobar', exact: true }).click();
    await expectToast(page, 'FAQ aprobada');
    await expect(card).toContainText('Aprobada');
    // Spec section 4: the approve button only while the FAQ is not visible.
    await expect(card.getByRole('button', { name: 'Aprobar', exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: 'Desaprobar' }).click();
    await expectToast(page, 'FAQ desaprobada');
    await expect(card.getByRole('button', { name: 'Aprobar', exact: true })).toBeVisible();
    await admin.post(`/admin/stores/${demoId}/faqs/${delivery.id}/visible`, { visible: true });
  });

  test('[ADMIN][OPCIONES] a store user opening /optionsadmin goes to /home', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login(ACCOUNTS.storeAdmin.email, ACCOUNTS.storeAdmin.password);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/optionsadmin');
    await expect(page).toHaveURL(/\/home$/);
  });
});
