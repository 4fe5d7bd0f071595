import { expect, test } from '@playwright/test';
import { storeSellingCatalogue } from '../support/eval-catalogue';

/*
 * Issue 16: a new store uploads a real supermarket's shelf (602 products of La Gallega, Rosario,
 * names as the shop writes them: bench/assistant-eval/catalogues/ar-super.json, source inside) and
 * a customer writes to it from a phone as people write on WhatsApp: sizes, a price question, a
 * product the store does not sell, an answer to '¿Cuál de estos?'.
 */

test.describe('[ASISTENTE][CATALOGO REAL]', () => {
  test.skip(({ isMobile }) => !isMobile, 'viaje de cliente en teléfono');

  test('[ASISTENTE][CATALOGO REAL] a customer orders by size, asks a price and an absent product in a real shop', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    // The customer writes from their own phone (no staff session).
    const { chat, phone, customer } = await storeSellingCatalogue(
      page,
      browser,
      'ar-super',
      'la-gallega.csv',
    );

    // Sizes named as people write them choose the package; the amounts are the counts.
    await chat.say('hola! mandame 2 coca sin azucar de 1,5 y una sprite de 500 porfa');
    await expect(chat.log).toContainText(
      'Agregué a tu pedido:\n• 2 unid gaseosa coca cola sin azucar x 1.5 lts.\n• 1 unid gaseosa lima limon sprite x 500 ml.',
    );

    // A price question answers with the price and adds nothing.
    await chat.say('cuánto sale el fernet branca de 750?');
    await expect(chat.log).toContainText('fernet branca x 750 ml. está a $ 18.375,00.');

    // A product the shop does not sell is said plainly, with nothing unrelated offered.
    await chat.say('tienen garrafas de gas?');
    await expect(chat.log).toContainText('No tenemos «garrafas gas» por ahora.');
    await expect(chat.log.getByRole('button', { name: /gas/i })).toHaveCount(0);

    // Several beers fit: the customer picks by package and size.
    await chat.say('y 6 quilmes');
    await expect(chat.log).toContainText('¿Cuál de estos querés para «quilmes»?');
    await chat.say('las latas de 473');
    await expect(chat.log).toContainText('Agregué a tu pedido:\n• 6 unid cerveza quilmes lata x 473 ml');

    await chat.say('ver mi pedido');
    const card = chat.orderCard();
    await expect(card).toContainText('gaseosa coca cola sin azucar x 1.5 lts.');
    await expect(card).toContainText('gaseosa lima limon sprite x 500 ml.');
    await expect(card).toContainText('cerveza quilmes lata x 473 ml');
    await expect(card).not.toContainText('fernet');
    // The conversation as the customer saw it, kept with the run's results.
    await phone.screenshot({ path: test.info().outputPath('conversacion.png'), fullPage: true });
    await customer.close();
  });
});
