import { expect, test } from '@playwright/test';
import { storeSellingCatalogue } from '../support/eval-catalogue';

/*
 * Issue 16, sixth wave: a store uploads what its point-of-sale system exports (1,290 rows of a
 * Chilean supplier's list: upper case, shorthand, the supplier inside the name, no brands or
 * categories: bench/assistant-eval/catalogues/cl-super.json, source inside), and a customer writes
 * to it from a phone the way Chileans write: the plain product for a word, the bag for a kilo,
 * the store's shorthand read, an apple asked which, a change said at the counter.
 */

test.describe('[ASISTENTE][CATALOGO DE CAJA]', () => {
  test.skip(({ isMobile }) => !isMobile, 'viaje de cliente en teléfono');

  test('[ASISTENTE][CATALOGO DE CAJA] a customer orders in Chilean words from a point-of-sale export', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // The customer writes from their own phone (no staff session).
    const { chat, phone, customer } = await storeSellingCatalogue(page, browser, 'cl-super', 'caja.csv');

    // The fresh avocado (not a supplier's twin), 'bebidas' read in 'BEB.', the everyday bleach.
    await chat.say('wena vecina, me manda 1 kilo de paltas, 2 bebidas sprite de 1,5 y un cloro porfa');
    await expect(chat.log).toContainText(
      'Agregué a tu pedido:\n• 1 kg PALTA HASS AGRONEGOCIOS KG\n• 2 unid BEB. SPRITE 1,5LT\n• 1 unid CLORO CTE 1LT',
    );

    // A kilo of sugar is the 1 kg bag, not icing sugar by the kilo.
    await chat.say('y un kilo de azucar');
    await expect(chat.log).toContainText('• 1 unid AZUCAR BONANZA 1KG');

    // Apples: which one is asked, never the apple jelly.
    await chat.say('y un kilo de manzanas');
    await expect(chat.log).toContainText('¿Cuál de estos querés para «manzanas»?');
    await chat.say('las verdes');
    await expect(chat.log).toContainText('• 1 kg MANZANA VERDE 180GR+/-10 ECHEVERRIA KG');

    // A change as said at the counter, with its reason.
    await chat.say('la palta que sea el doble, vienen visitas');
    await expect(chat.log).toContainText('Listo, ahora tenés 2 kg de PALTA HASS AGRONEGOCIOS KG.');

    await chat.say('ver mi pedido');
    const card = chat.orderCard();
    await expect(card).toContainText('PALTA HASS AGRONEGOCIOS KG');
    await expect(card).toContainText('AZUCAR BONANZA 1KG');
    await expect(card).not.toContainText('JALEA');
    await phone.screenshot({ path: test.info().outputPath('conversacion.png'), fullPage: true });
    await customer.close();
  });
});
