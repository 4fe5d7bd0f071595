import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { RegisterPage, type StoreRegistration } from '../pages/RegisterPage';
import { ShellPage } from '../pages/ShellPage';
import { expectToast } from '../pages/Toast';
import { ACCOUNTS, uniqueSuffix } from '../support/accounts';
import { STORE_MENU } from '../support/menus';

function newStore(): StoreRegistration {
  const suffix = uniqueSuffix();
  return {
    email: `vendedor.${suffix}@mostrador.local`,
    password: 'clave1234',
    name: `Tienda ${suffix}`,
    hashtag: `#tienda${suffix}`,
  };
}

/** One field with a bad value, the message it must show under that same field. */
const FIELD_ERRORS: {
  case: string;
  field: keyof Omit<StoreRegistration, 'repeatPassword'> | 'repeatPassword';
  value: string;
  message: string;
}[] = [
  {
    case: 'email without @',
    field: 'email',
    value: 'vendedor.mostrador.local',
    message: 'Por favor ingrese un email valido',
  },
  {
    case: 'short password',
    field: 'password',
    value: 'ab1',
    message: 'La contraseña debe ser mayor a 6 digitos',
  },
  { case: 'long password', field: 'password', value: `${'a'.repeat(50)}1`, message: 'Contraseña muy larga' },
  {
    case: 'password without digits',
    field: 'password',
    value: 'solamenteletras',
    message: 'La contraseña debe contener numeros y letras',
  },
  {
    case: 'password with a space',
    field: 'password',
    value: 'clave 1234',
    message: 'La contraseña posee un caracter invalido',
  },
  {
    case: 'different repeat',
    field: 'repeatPassword',
    value: 'clave12345',
    message: 'Por favor ingrese la misma contraseña',
  },
  {
    case: 'blank company name',
    field: 'name',
    value: '   ',
    message: 'Por favor ingrese el nombre de la empresa',
  },
  {
    case: 'hashtag without #',
    field: 'hashtag',
    value: 'mitienda',
    message: 'Por favor ingrese un hashtag valido (debe comenzar con #, solo letras y numeros)',
  },
  {
    case: 'hashtag with a dash',
    field: 'hashtag',
    value: '#mi-tienda',
    message: 'Por favor ingrese un hashtag valido (debe comenzar con #, solo letras y numeros)',
  },
];

test.describe('[AUTH][REGISTER]', () => {
  test('[AUTH][REGISTER] an empty form shows every field message under its input', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.submit.click();

    await expect(register.email).toHaveAccessibleDescription('Por favor ingrese un email valido');
    await expect(register.password).toHaveAccessibleDescription('Por favor ingrese la contraseña');
    await expect(register.repeatPassword).toHaveAccessibleDescription(
      'Por favor ingrese la misma contraseña',
    );
    await expect(register.name).toHaveAccessibleDescription('Por favor ingrese el nombre de la empresa');
    await expect(register.hashtag).toHaveAccessibleDescription(
      'Por favor ingrese un hashtag valido (debe comenzar con #, solo letras y numeros)',
    );
    await expect(page.getByText('Por favor, complete el CAPTCHA')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  for (const row of FIELD_ERRORS) {
    test(`[AUTH][REGISTER] ${row.case} shows '${row.message}' under that field`, async ({ page }) => {
      const register = new RegisterPage(page);
      await register.goto();
      await register.fill(newStore());
      await register[row.field].fill(row.value);
      await register.submit.click();

      await expect(register[row.field]).toHaveAccessibleDescription(row.message);
      const others = (['email', 'password', 'repeatPassword', 'name', 'hashtag'] as const).filter(
        (field) => field !== row.field && !(row.field === 'password' && field === 'repeatPassword'),
      );
      for (const field of others)
        await expect(register[field]).not.toHaveAccessibleDescription(/Por favor|contraseña/);
    });
  }

  test('[AUTH][REGISTER] the captcha message goes away once the widget is verified', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.fill(newStore());
    await register.submit.click();
    await expect(page.getByText('Por favor, complete el CAPTCHA')).toBeVisible();

    await register.captcha.solve();
    await expect(page.getByText('Por favor, complete el CAPTCHA')).toHaveCount(0);
  });

  test('[AUTH][REGISTER] registers a store, logs in, sees the store menu and logs out', async ({ page }) => {
    const store = newStore();
    const register = new RegisterPage(page);
    await register.goto();
    await register.fill(store);
    await register.captcha.solve();
    await register.submit.click();

    await expectToast(page, 'Usuario registrado exitosamente');
    const login = new LoginPage(page);
    await login.expectShown();
    await login.login(store.email, store.password);

    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: `Bienvenido a ${store.name}` })).toBeVisible();
    const shell = new ShellPage(page);
    await shell.expectHeader(store.hashtag, store.email);
    await shell.expectMenuEntries(STORE_MENU);
    await shell.logout();
  });

  test('[AUTH][REGISTER] a taken hashtag shows the server message and keeps the form', async ({ page }) => {
    const store = { ...newStore(), hashtag: ACCOUNTS.storeAdmin.hashtag };
    const register = new RegisterPage(page);
    await register.goto();
    await register.fill(store);
    await register.captcha.solve();
    await register.submit.click();

    await expectToast(page, 'El hashtag ya esta en uso, por favor elija otro');
    await expect(page).toHaveURL(/\/register$/);
    await expect(register.email).toHaveValue(store.email);
    await expect(register.repeatPassword).toHaveValue('');
    // The spent captcha is reset, so the corrected form needs a fresh one.
    await register.captcha.expectUnsolved();

    const fixed = newStore();
    await register.hashtag.fill(fixed.hashtag);
    await register.repeatPassword.fill(store.password);
    await register.captcha.solve();
    await register.submit.click();
    await expectToast(page, 'Usuario registrado exitosamente');
    await new LoginPage(page).expectShown();
  });

  test('[AUTH][REGISTER] a registered email shows the server message', async ({ page }) => {
    const register = new RegisterPage(page);
    await register.goto();
    await register.fill({ ...newStore(), email: ACCOUNTS.crew.email });
    await register.captcha.solve();
    await register.submit.click();

    await expectToast(page, 'El email ya esta registrado');
    await expect(page).toHaveURL(/\/register$/);
    await expect(register.repeatPassword).toHaveValue('');
  });
});
