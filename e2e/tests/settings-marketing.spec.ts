import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { MarketingPage } from '../pages/MarketingPage';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS, uniqueSuffix } from '../support/accounts';
import { loginAs, registerFreshStore } from '../support/fresh-store';

/** What the downloaded QR image looks like, measured by the browser that opens it. */
interface QrImageFacts {
  width: number;
  height: number;
  marginIsWhite: boolean;
  codeStartsAtMargin: boolean;
  captionHasInk: boolean;
}

test.describe('[MARKETING][CODIGOS]', () => {
  test('[MARKETING][CODIGOS] creates a referral code and downloads its QR with margin and caption', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.storeAdmin);
    const marketing = new MarketingPage(page);
    await marketing.goto();
    await expect(page.getByRole('heading', { name: 'Lista de codigos' })).toBeVisible();

    await page.getByRole('button', { name: 'Nuevo codigo' }).click();
    // Spec section 4 defaults: active, destination web, type Simple.
    await expect(marketing.dialog.getByRole('switch', { name: 'Activo' })).toBeChecked();
    await expect(marketing.dialog.getByRole('radio', { name: 'Web' })).toBeChecked();
    await expect(marketing.dialog.getByRole('combobox', { name: 'Tipo' })).toHaveText('Simple');

    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      marketing.dialog.getByText('Por favor ingrese la descripcion/origen', { exact: true }),
    ).toBeVisible();
    const description = `Volante e2e ${uniqueSuffix()}`;
    await marketing.dialogField('Descripción/origen').fill(description);
    await marketing.dialogField('Mensaje del usuario').fill('Hola, vengo por el volante de la feria');
    // The 25-character fields say their limit and count as the owner types (issue 19 item 11).
    await expect(marketing.dialog.getByText('máximo 25 caracteres', { exact: false })).toHaveCount(2);
    await expect(marketing.dialog.getByText('38/25', { exact: true })).toBeVisible();
    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      marketing.dialog.getByText('Por favor ingrese el Mensaje del usuário', { exact: true }),
    ).toBeVisible();
    await marketing.dialogField('Mensaje del usuario').fill('Vengo por el volante');
    await expect(marketing.dialog.getByText('20/25', { exact: true })).toBeVisible();
    await marketing.dialogField('Mensaje para finalizar').fill('¡Gracias por venir!');
    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Codigo creado correctamente');
    await expect(marketing.dialog).toBeHidden();

    const row = marketing.table('Lista de codigos').row(description);
    await expect(row).toContainText('Simple');
    await expect(row).toContainText('Web');

    const downloadPromise = page.waitForEvent('download');
    await row.getByRole('button', { name: /^Descargar QR/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^QR-[A-Z0-9]+\.png$/);
    const png = await readFile(await download.path());

    // Open the file in the browser and look at its pixels: 50 px of white around the code and a
    // caption (the hashtag) drawn below the bottom margin.
    const facts = await page.evaluate(
      async (dataUrl): Promise<QrImageFacts> => {
        const image = new Image();
        image.src = dataUrl;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, image.width, image.height);
        const dark = (x: number, y: number) => data[(y * image.width + x) * 4]! < 128;
        const margin = 50;
        const code = image.width - margin * 2;
        let marginIsWhite = true;
        for (let y = 0; y < margin * 2 + code; y += 1) {
          for (let x = 0; x < image.width; x += 1) {
            const inCode = x >= margin && x < margin + code && y >= margin && y < margin + code;
            if (!inCode && dark(x, y)) marginIsWhite = false;
          }
        }
        let captionHasInk = false;
        for (let y = margin * 2 + code; y < image.height; y += 1) {
          for (let x = 0; x < image.width; x += 1) if (dark(x, y)) captionHasInk = true;
        }
        return {
          width: image.width,
          height: image.height,
          marginIsWhite,
          // The finder pattern of a QR starts at its top-left corner.
          codeStartsAtMargin: dark(margin, margin) && dark(margin + 2, margin + 2),
          captionHasInk,
        };
      },
      `data:image/png;base64,${png.toString('base64')}`,
    );
    // Print quality: at least 1000 px wide (issue 19 item 11).
    expect(facts.width).toBeGreaterThanOrEqual(1000);
    expect(facts.height).toBeGreaterThan(facts.width);
    expect(facts.marginIsWhite).toBe(true);
    expect(facts.codeStartsAtMargin).toBe(true);
    expect(facts.captionHasInk).toBe(true);
  });
});

test.describe('[MARKETING][FAQS]', () => {
  test('[MARKETING][FAQS] adds a knowledge-base FAQ and accepts an unanswered question', async ({
    page,
  }, testInfo) => {
    await loginAs(page, ACCOUNTS.storeAdmin);
    const marketing = new MarketingPage(page);
    await marketing.goto('?section=faqs2');
    // The section is applied 500 ms after the page opens.
    await expect(marketing.tab('PERSONALIZADO')).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Agregar FAQ' }).click();
    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      marketing.dialog.getByText('Por favor ingrese un conjunto de Preguntas', { exact: true }),
    ).toHaveCount(2);
    const suffix = uniqueSuffix();
    await marketing
      .dialogField('Preguntas (separadas por comas)')
      .fill(`¿Abren el feriado ${suffix}?, ¿Atienden feriados ${suffix}?`);
    await marketing.dialogField('Respuesta').fill(`Sí, los feriados ${suffix} abrimos de 10 a 14 h.`);
    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Nueva FAQ agregada con éxito, por favor chequee la pantalla de PERSONALIZADO');
    const knowledgeBase = marketing.table('Base de conocimiento');
    await expect(
      knowledgeBase.row(`¿Abren el feriado ${suffix}?, ¿Atienden feriados ${suffix}?`),
    ).toBeVisible();

    // Each project answers its own seeded question, so desktop and phone runs never compete.
    const question = testInfo.project.name === 'phone' ? '¿Aceptan bitcoin?' : '¿Tienen gift cards?';
    await marketing.openTab('SIN RESPONDER');
    const unanswered = marketing.table('Preguntas sin responder');
    await unanswered
      .row(question)
      .getByRole('button', { name: `Crear FAQ: ${question}` })
      .click();
    await expect(marketing.dialogField('Preguntas (separadas por comas)')).toHaveValue(
      new RegExp(`^${question.replace('?', '\\?')}`),
    );
    const answer = `Respuesta e2e ${suffix}`;
    await marketing.dialogField('Respuesta').fill(answer);
    await marketing.dialog.getByRole('button', { name: 'Guardar' }).click();
    await expectToast(page, 'Nueva FAQ agregada con éxito, por favor chequee la pantalla de PERSONALIZADO');
    await expect(unanswered.row(question)).toHaveCount(0);

    await marketing.openTab('PERSONALIZADO');
    await expect(knowledgeBase.row(answer)).toContainText(question);
  });
});

test.describe('[MARKETING][CALENDARIO]', () => {
  test('[MARKETING][CALENDARIO] sets a promo for a weekday and previews it', async ({ page }) => {
    await registerFreshStore(page);
    const marketing = new MarketingPage(page);
    await marketing.goto('?section=calendario');
    await expect(page.getByRole('heading', { name: 'Calendario de Promos' })).toBeVisible();
    await expect(page.getByText('Todavía no hay promociones cargadas.')).toBeVisible();

    await page.getByRole('button', { name: 'Agregar promo' }).click();
    const day = page.getByRole('combobox', { name: 'Día' });
    await expect(day).toHaveText('Lunes');
    await marketing.chooseOption(day, 'Miércoles');
    const message = `Miércoles de frutas: 20% off ${uniqueSuffix()}`;
    await page.getByRole('textbox', { name: 'Mensaje de la promo' }).fill(message);
    await page.getByRole('textbox', { name: 'Etiqueta de productos' }).fill('frutas');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expectToast(page, 'Calendario de promos guardado correctamente');

    await page.reload();
    await marketing.openTab('CALENDARIO');
    await expect(page.getByRole('combobox', { name: 'Día' })).toHaveText('Miércoles');
    await expect(page.getByRole('textbox', { name: 'Mensaje de la promo' })).toHaveValue(message);

    // One promo per weekday: a second Wednesday is refused with core's message.
    await page.getByRole('button', { name: 'Agregar promo' }).click();
    const second = page.getByRole('combobox', { name: 'Día' }).nth(1);
    await marketing.chooseOption(second, 'Miércoles');
    await page.getByRole('textbox', { name: 'Mensaje de la promo' }).nth(1).fill('Otra promo');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByText('Ya existe una promo para el dia Miércoles', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Quitar promo 2' }).click();

    await page.getByRole('button', { name: 'Vista previa de la promo' }).click();
    await marketing.chooseOption(
      marketing.dialog.getByRole('combobox', { name: 'Día de la semana' }),
      'Miércoles',
    );
    await expect(marketing.dialog.getByRole('region', { name: 'Conversación de ejemplo' })).toContainText(
      message,
    );
    await marketing.chooseOption(
      marketing.dialog.getByRole('combobox', { name: 'Día de la semana' }),
      'Jueves',
    );
    await expect(marketing.dialog.getByText('No hay promo cargada para ese día.')).toBeVisible();
  });
});
