import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PATHS } from '../../packages/web/src/app/paths';
import { LoginPage } from '../pages/LoginPage';
import { ACCOUNTS } from '../support/accounts';
import { StoreApi } from '../support/store-api';

/*
 * Accessibility of every back-office screen: each address of the app's PATHS table is opened as
 * the person who uses it and checked with axe (WCAG 2.1 A and AA rules). A serious or critical
 * violation fails the journey with the screen, the rule and the element named. A new entry in
 * PATHS without a line in SCREENS below fails too, so new screens get checked.
 */
type Who = 'anonymous' | 'storeAdmin' | 'platformAdmin' | 'customer page' | 'redirect';

interface Ids {
  orderId: number;
  clientId: number;
}

const SCREENS: Record<keyof typeof PATHS, { who: Who; url?: (ids: Ids) => string }> = {
  // '/' only redirects to /home.
  root: { who: 'redirect' },
  login: { who: 'anonymous' },
  register: { who: 'anonymous' },
  recoverPassword: { who: 'anonymous' },
  home: { who: 'storeAdmin' },
  orderList: { who: 'storeAdmin' },
  paymentList: { who: 'storeAdmin' },
  clientList: { who: 'storeAdmin' },
  clientDetail: { who: 'storeAdmin', url: (ids) => `${PATHS.clientDetail}?client=${ids.clientId}` },
  orderDetail: { who: 'storeAdmin', url: (ids) => `${PATHS.orderDetail}/${ids.orderId}` },
  productStore: { who: 'storeAdmin' },
  marketing: { who: 'storeAdmin' },
  dashboard: { who: 'storeAdmin' },
  options: { who: 'storeAdmin' },
  optionsAdmin: { who: 'platformAdmin' },
  userList: { who: 'storeAdmin' },
  help: { who: 'storeAdmin' },
  // A customer page (its own entry, checked by the customer journeys), not a back-office screen.
  homeClient: { who: 'customer page' },
};

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function loginAs(page: Page, account: { email: string; password: string }) {
  const login = new LoginPage(page);
  await login.goto();
  await login.login(account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
}

/** Opens a screen and waits until it has drawn its data (no request in flight, no spinner). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Violations found and reported to the screens' owners, keyed 'screen|rule'. The journey fails on
 * any violation not listed here, and on a listed one that is gone (delete its line then), so the
 * list only shrinks.
 */
const KNOWN: Record<string, string> = {
  'home|definition-list': 'features/home ClientMetrics: Grid como <dl> con tarjetas entre <dl> y <dt>/<dd>',
  'home|dlitem': 'features/home ClientMetrics: <dt>/<dd> dentro de Card, no hijos directos de <dl>',
  'home|list': 'features/home: una <ul> con hijos que no son <li>',
  'orderDetail|color-contrast':
    'features/orders OrderHeader: total en secondary.main (#ed841e) sobre blanco, 2,6:1; usar secondary.dark',
  'options|list': 'features/options: una <ul> con hijos que no son <li>',
  'options|nested-interactive': 'features/options: ListItemButton con otro control adentro',
};

/** The serious and critical violations of the page as it stands: 'screen|rule' and a description. */
async function violations(page: Page, screen: string, testInfo: TestInfo): Promise<Map<string, string>> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    await testInfo.attach(`axe-${screen.replace(/\W+/g, '_')}.json`, {
      body: JSON.stringify(bad, null, 2),
      contentType: 'application/json',
    });
  }
  return new Map(
    bad.map((v) => [
      `${screen}|${v.id}`,
      `[${v.impact}] ${v.help}: ${v.nodes.length} elemento(s), p. ej. ${v.nodes[0]?.target.join(' ')}`,
    ]),
  );
}

/** Fails on new violations and on known ones that were fixed, naming each. */
function expectOnlyKnown(found: Map<string, string>, screens: string[]) {
  const unexpected = [...found].filter(([key]) => !(key in KNOWN)).map(([key, text]) => `${key} ${text}`);
  const fixed = Object.keys(KNOWN).filter((key) => screens.includes(key.split('|')[0]!) && !found.has(key));
  expect(unexpected, 'violaciones serias o criticas nuevas').toEqual([]);
  expect(fixed, 'ya no ocurren: quite estas lineas de KNOWN').toEqual([]);
}

const NO_IDS: Ids = { orderId: 0, clientId: 0 };

async function demoIds(page: Page): Promise<Ids> {
  const api = await StoreApi.login(page.request, ACCOUNTS.storeAdmin);
  const orders = await api.get<{ items: { id: number }[] }>('/store/orders');
  const clients = await api.get<{ items: { id: number }[] }>('/store/clients/');
  expect(orders.items.length, 'la tienda demo tiene pedidos').toBeGreaterThan(0);
  expect(clients.items.length, 'la tienda demo tiene clientes').toBeGreaterThan(0);
  return { orderId: orders.items[0]!.id, clientId: clients.items[0]!.id };
}

const ACCOUNT_OF = { storeAdmin: ACCOUNTS.storeAdmin, platformAdmin: ACCOUNTS.platformAdmin } as const;

/** Every screen to check: the PATHS entries people open, the not-found page, the admin's home. */
const VISITS: {
  key: string;
  who: 'anonymous' | 'storeAdmin' | 'platformAdmin';
  url: (ids: Ids) => string;
}[] = [
  ...Object.entries(SCREENS).flatMap(([key, screen]) =>
    screen.who === 'redirect' || screen.who === 'customer page'
      ? []
      : [{ key, who: screen.who, url: screen.url ?? (() => PATHS[key as keyof typeof PATHS]) }],
  ),
  { key: 'notFound', who: 'anonymous', url: () => '/no-existe-esta-pagina' },
  { key: 'adminHome', who: 'platformAdmin', url: () => PATHS.home },
];

test.describe('[A11Y][PANTALLAS]', () => {
  test('[A11Y][PANTALLAS] every PATHS entry says who opens it', () => {
    const missing = Object.keys(PATHS).filter((key) => !(key in SCREENS));
    expect(missing, `Agregue estas pantallas a SCREENS en e2e/tests/a11y-screens.spec.ts`).toEqual([]);
  });

  for (const visit of VISITS) {
    test(`[A11Y][PANTALLAS] ${visit.key} as ${visit.who} has no serious or critical violations`, async ({
      page,
    }, testInfo) => {
      const ids = visit.key === 'orderDetail' || visit.key === 'clientDetail' ? await demoIds(page) : NO_IDS;
      if (visit.who !== 'anonymous') await loginAs(page, ACCOUNT_OF[visit.who]);
      await open(page, visit.url(ids));
      expectOnlyKnown(await violations(page, visit.key, testInfo), [visit.key]);
    });
  }
});
