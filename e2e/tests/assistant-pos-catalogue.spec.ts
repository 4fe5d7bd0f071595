import { expect, test } from '@playwright/test';
import { storeSellingCatalogue } from '../support/eval-catalogue';

/*
 * Issue 16, sixth wave: a store uploads what its point-of-sale system exports (1,290 rows of a
 * Chilean supplier's list: upper case, shorthand, the supplier inside the name, no brands or
 * categories: bench/assistant-eval/catalogues/cl-super.json, source inside), and a customer writes
 * to it from a phone the way Chileans write: the plain product for a word, the bag for a kilo,
 * the store's shorthand read, an apple asked which, a change said at the counter, a list dictated by
 * voice and an item refused.
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

    // A list dictated by voice (no commas, numbers in words), then an item refused with a reason
    // ('no me lo mande' takes it off; it asks for no delivery).
    await chat.say(
      'tres leches enteras colun de un litro dos yogures los alerces de mora y un manjar colun de kilo',
    );
    await expect(chat.log).toContainText(
      '• 3 unid LECHE ENTERA CJ COLUN 1LT\n• 2 unid YOGHURT MORA LOS ALERCES 125GR\n• 1 unid MANJAR COLUN 1KG',
    );
    await chat.say('el azúcar no me lo mande, que estoy a dieta');
    await expect(chat.log).toContainText('Saqué AZUCAR BONANZA 1KG de tu pedido.');

    await chat.say('ver mi pedido');
    const card = chat.orderCard();
    await expect(card).toContainText('PALTA HASS AGRONEGOCIOS KG');
    await expect(card).toContainText('LECHE ENTERA CJ COLUN 1LT');
    await expect(card).not.toContainText('AZUCAR BONANZA 1KG');
    await expect(card).not.toContainText('JALEA');
    await phone.screenshot({ path: test.info().outputPath('conversacion.png'), fullPage: true });
    await customer.close();
  });
});
