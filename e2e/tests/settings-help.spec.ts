import { expect, test } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import { loginAs } from '../support/fresh-store';

test.describe('[AYUDA][VER]', () => {
  test('[AYUDA][VER] the five help tabs show their guidance', async ({ page }) => {
    await loginAs(page, ACCOUNTS.crew);
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Ayuda', exact: true })).toBeVisible();
    const tabs = ['Quienes somos', 'Como configurar', 'Como vender', 'Glosario', 'Preguntas frecuentes'];
    await expect(page.getByRole('tab')).toHaveText(tabs);
    await page.getByRole('tab', { name: 'Como configurar' }).click();
    await expect(page.getByRole('heading', { name: 'Paso 1: tu negocio' })).toBeVisible();
    await page.getByRole('tab', { name: 'Glosario' }).click();
    await expect(page.getByText('Pedido provisorio', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Preguntas frecuentes' }).click();
    await expect(page.getByText('¿Por qué no puedo apagar el envío a domicilio?')).toBeVisible();
    await page.getByRole('button', { name: 'Volver' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
