import { expect, test } from '@playwright/test';
import { ReportsPage } from '../pages/ReportsPage';
import { ShellPage } from '../pages/ShellPage';
import { registerFreshStore, setReportUrl } from '../support/fresh-store';

test.describe('[INFORMES][VER]', () => {
  test('[INFORMES][VER] shows our own report without a report url and the framed report with one', async ({
    page,
    request,
  }) => {
    const store = await registerFreshStore(page);
    // The menu offers Informes without a report url too: the page has the store's own report.
    const shell = new ShellPage(page);
    await shell.openMenu();
    await shell.menuEntry('Informes').click();
    const reports = new ReportsPage(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(reports.frame).toHaveCount(0);
    await expect(reports.section('Ventas por día')).toBeVisible();
    await expect(reports.section('Pedidos por estado')).toBeVisible();
    await expect(reports.section('Productos más vendidos')).toBeVisible();
    await expect(reports.section('Del chat al pedido confirmado')).toBeVisible();
    // A new store has no sales yet.
    await expect(reports.section('Ventas por día')).toContainText('No hay ventas en este período.');
    await expect(page.getByLabel('Desde')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);

    // A period that ends before it starts is refused before asking the server.
    await page.getByLabel('Desde').fill('2030-01-10');
    await page.getByLabel('Hasta').fill('2030-01-01');
    await expect(page.getByText('La fecha desde debe ser anterior o igual a la fecha hasta')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Actualizar' })).toBeDisabled();

    const url = `https://informes.example.com/tienda/${store.hashtag.slice(1)}`;
    await setReportUrl(request, store.id, url);
    await reports.goto();
    await expect(reports.frame).toHaveAttribute('src', url);
    await expect(reports.frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(reports.pdfNote).toBeVisible();
    await expect(reports.section('Ventas por día')).toHaveCount(0);
    // With a general report url the menu offers Informes (spec section 2).
    await shell.openMenu();
    await expect(shell.menuEntry('Informes')).toBeVisible();
  });
});
