import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { StoreChat } from '../pages/CustomerPages';
import { MarketingPage } from '../pages/MarketingPage';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS, uniqueSuffix } from '../support/accounts';
import { loginAs } from '../support/fresh-store';

/** Opens PERSONALIZADO of the demo store as its owner. */
async function openPersonalizado(marketing: MarketingPage): Promise<void> {
  await marketing.goto('?section=faqs2');
  // The section is applied 500 ms after the page opens.
  await expect(marketing.tab('PERSONALIZADO')).toHaveAttribute('aria-selected', 'true');
}

/** axe (WCAG 2.1 A and AA, as the screens journey) finds nothing serious or critical. */
async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

/** Types into the meaning field and picks the catalogue's suggestion that starts with `choice`. */
async function pickMeaning(marketing: MarketingPage, typed: string, choice: string): Promise<void> {
  const means = marketing.dialog.getByRole('combobox', { name: 'Significa' });
  await means.fill(typed);
  await marketing.page
    .getByRole('option', { name: new RegExp(`^${choice} · `) })
    .first()
    .click();
  await expect(means).toHaveValue(choice);
}

test.describe('[MARKETING][SINONIMOS]', () => {
  test('[MARKETING][SINONIMOS] adds, edits and deletes a synonym in PERSONALIZADO', async ({ page }) => {
    await loginAs(page, ACCOUNTS.storeAdmin);
    const marketing = new MarketingPage(page);
    await openPersonalizado(marketing);

    const synonyms = marketing.table('Sinónimos');
    await expect(synonyms.row('birra')).toContainText('cerveza');
    await expect(page.getByText('coca = Coca-Cola', { exact: true })).toBeVisible();
    await expect(page.getByText('birra = cerveza', { exact: true })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Agregar sinónimo' }).click();
    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      marketing.fieldError(
        marketing.dialogField('Palabra del cliente'),
        'Por favor ingrese la palabra que usan sus clientes',
      ),
    ).toBeVisible();
    await expect(
      marketing.dialog.getByText('Por favor ingrese a qué producto, marca o tipo se refiere', {
        exact: true,
      }),
    ).toBeVisible();

    const term = `golosina${uniqueSuffix()}`;
    await marketing.dialogField('Palabra del cliente').fill(`${term} de la casa`);
    await marketing.dialog.getByRole('combobox', { name: 'Significa' }).fill('alfaj');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectAccessible(page);
    await pickMeaning(marketing, 'alfaj', 'Alfajor de chocolate Havanna');
    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      marketing.fieldError(
        marketing.dialogField('Palabra del cliente'),
        'Por favor ingrese hasta 3 palabras',
      ),
    ).toBeVisible();
    await marketing.dialogField('Palabra del cliente').fill(term);
    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Nuevo sinónimo agregado con éxito');
    await expect(marketing.dialog).toBeHidden();
    await expect(synonyms.row(term)).toContainText('Alfajor de chocolate Havanna');

    await synonyms
      .row(term)
      .getByRole('button', { name: `Editar sinónimo ${term}` })
      .click();
    await expect(marketing.dialogField('Palabra del cliente')).toHaveValue(term);
    await pickMeaning(marketing, 'havan', 'Havanna');
    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Sinónimo actualizado correctamente');
    await expect(synonyms.row(term)).toContainText('Havanna');
    await expect(synonyms.row(term)).not.toContainText('Alfajor');

    await synonyms
      .row(term)
      .getByRole('button', { name: `Eliminar sinónimo ${term}` })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expectToast(page, 'Sinónimo eliminado');
    await expect(synonyms.row(term)).toHaveCount(0);
  });

  test('[MARKETING][SINONIMOS] turns a question of SIN RESPONDER into a synonym in one step', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const question = `¿Hacen tortas de cumpleaños personalizadas ${suffix}?`;
    const chat = new StoreChat(page);
    await chat.open('demo');
    await chat.say(question);
    await expect(chat.log).toContainText('Le paso tu consulta a la tienda para que te respondan.');

    await loginAs(page, ACCOUNTS.storeAdmin);
    const marketing = new MarketingPage(page);
    await openPersonalizado(marketing);
    await marketing.openTab('SIN RESPONDER');
    const unanswered = marketing.table('Preguntas sin responder');
    await expect(unanswered.row(question)).toContainText('Preguntada 1 vez');
    await expect(unanswered.row('¿Abren el 25 de diciembre?')).toContainText('Preguntada 4 veces');
    await expectAccessible(page);

    await unanswered
      .row(question)
      .getByRole('button', { name: `Crear sinónimo: ${question}` })
      .click();
    // The customer's own words, without the asking ones, as a start.
    await expect(marketing.dialogField('Palabra del cliente')).toHaveValue(
      'tortas cumpleaños personalizadas',
    );
    const term = `tortas ${suffix}`;
    await marketing.dialogField('Palabra del cliente').fill(term);
    await pickMeaning(marketing, 'panad', 'Panadería');
    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(
      page,
      'Nuevo sinónimo agregado con éxito, por favor chequee la pantalla de PERSONALIZADO',
    );
    await expect(unanswered.row(question)).toHaveCount(0);

    await marketing.openTab('PERSONALIZADO');
    await expect(marketing.table('Sinónimos').row(term)).toContainText('Panadería');
  });
});
