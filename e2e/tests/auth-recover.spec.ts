import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { RecoverPasswordPage } from '../pages/RecoverPasswordPage';
import { RegisterPage } from '../pages/RegisterPage';
import { expectToast } from '../pages/Toast';
import { uniqueSuffix } from '../support/accounts';
import { countRecoveryCodes, waitForRecoveryCode } from '../support/outbox';

const CODE_SENT =
  'Codigo enviado, por favor chequee su casilla de email. Luego copie el codigo y peguelo en el campo correspondiente.';

/** A store of its own, so changing its password never disturbs the other journeys. */
async function registerStore(page: Page) {
  const suffix = uniqueSuffix();
  const store = {
    email: `recupera.${suffix}@mostrador.local`,
    password: 'inicial123',
    name: `Recupera ${suffix}`,
    hashtag: `#recupera${suffix}`,
  };
  const register = new RegisterPage(page);
  await register.goto();
  await register.fill(store);
  await register.captcha.solve();
  await register.submit.click();
  await expectToast(page, 'Usuario registrado exitosamente');
  return store;
}

test.describe('[AUTH][RECOVER]', () => {
  test('[AUTH][RECOVER] each step shows its message for an empty field', async ({ page }) => {
    const recover = new RecoverPasswordPage(page);
    await recover.goto();
    await recover.sendCode.click();
    await expect(recover.email).toHaveAccessibleDescription('Por favor ingrese el email del usuario');
    await expect(page.getByText('Por favor, complete el CAPTCHA')).toBeVisible();

    await recover.email.fill('no-es-un-email');
    await recover.sendCode.click();
    await expect(recover.email).toHaveAccessibleDescription('Por favor ingrese un email valido');
  });

  test('[AUTH][RECOVER] recovers the password with the emailed code', async ({ page }) => {
    const store = await registerStore(page);
    const before = await countRecoveryCodes(store.email);

    const recover = new RecoverPasswordPage(page);
    await recover.goto();
    await recover.email.fill(store.email);
    await recover.captcha.solve();
    await recover.sendCode.click();
    await expectToast(page, CODE_SENT);

    // Step 2: an empty code is refused here, a wrong one by the server after step 3.
    await recover.next.click();
    await expect(recover.code).toHaveAccessibleDescription('Por favor ingrese el codigo enviado a su email');
    await recover.code.fill('00000000');
    await recover.next.click();

    await recover.newPassword.fill('corta');
    await recover.save.click();
    await expect(recover.newPassword).toHaveAccessibleDescription('La contraseña debe ser mayor a 6 digitos');
    await expect(recover.repeatPassword).toHaveAccessibleDescription('Por favor ingrese la misma contraseña');
    await recover.newPassword.fill('nueva1234');
    await recover.repeatPassword.fill('nueva1234');
    await recover.save.click();

    const invalidCode = 'El codigo es invalido o expiro, por favor solicite uno nuevo';
    await expectToast(page, invalidCode);
    await expect(recover.code).toHaveAccessibleDescription(invalidCode);

    const code = await waitForRecoveryCode(store.email, before);
    await recover.code.fill(code);
    await recover.next.click();
    await recover.newPassword.fill('nueva1234');
    await recover.repeatPassword.fill('nueva1234');
    await recover.save.click();

    await expectToast(page, 'Contraseña actualizada correctamente');
    const login = new LoginPage(page);
    await login.expectShown();
    await login.login(store.email, store.password);
    await expectToast(page, 'Email o contraseña incorrectos');
    await login.login(store.email, 'nueva1234');
    await expect(page).toHaveURL(/\/home$/);
  });
});
