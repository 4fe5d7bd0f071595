import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { PATHS } from '../../packages/web/src/app/paths';
import { Captcha } from '../pages/Captcha';
import { ACCOUNTS } from '../support/accounts';
import { StoreApi } from '../support/store-api';

/*
 * Accessibility of every screen: each address of the app's PATHS table, every tab of the screens
 * that have tabs, the customer pages and the not-found pages are opened as the person who uses
 * them (store admin, store crew, platform admin, anonymous, customer) and checked with axe (WCAG
 * 2.1 A and AA rules). Any serious or critical violation fails the journey with the screen, the
 * rule and the element named. A new entry in PATHS without a line in SCREENS below fails too, so
 * new screens get checked.
 */
type Who = 'anonymous' | 'storeAdmin' | 'crew' | 'platformAdmin' | 'customer';

interface Ids {
  orderId: number;
  clientId: number;
  /** /orderstatus/{token} of a provisional order made by `sessionId`. */
  orderToken: string;
  /** /productlist/{token} of `sessionId`. */
  listToken: string;
  sessionId: string;
}

interface Visit {
  key: string;
  who: Who;
  url: (ids: Ids) => string;
  /** The demo data the address needs: an order and a client (staff), or a customer's open order. */
  ids?: 'staff' | 'customer';
  /** Tabs clicked one after the other (by their exact accessible name); each is checked after its click. */
  tabs?: readonly string[];
  /**
   * Brings the screen to the state to check (an open dialog, a later step); `check` checks a state
   * on the way. The state it leaves is checked after it.
   */
  prepare?: (page: Page, check: (state: string) => Promise<void>) => Promise<void>;
}

// Crew sees the widget preview under PERSONALIZAR; the store admin has its inner tabs too.
const OPTIONS_TABS = ['MI NEGOCIO', 'VENTAS', 'INTEGRACIONES', 'PERSONALIZAR'];
const OPTIONS_ADMIN_TABS = [...OPTIONS_TABS, 'Home', 'Widget', 'PAGOS', 'SEGURIDAD'];
const MARKETING_TABS = ['CALENDARIO', 'COMPARTIR'];

/** Every PATHS entry and how it is checked; '/' only redirects to /home. */
const SCREENS: Record<keyof typeof PATHS, Omit<Visit, 'key'> | 'redirect'> = {
  root: 'redirect',
  login: { who: 'anonymous', url: () => PATHS.login },
  register: { who: 'anonymous', url: () => PATHS.register },
  recoverPassword: { who: 'anonymous', url: () => PATHS.recoverPassword },
  home: { who: 'storeAdmin', url: () => PATHS.home },
  orderList: { who: 'storeAdmin', url: () => PATHS.orderList },
  paymentList: { who: 'storeAdmin', url: () => PATHS.paymentList },
  clientList: { who: 'storeAdmin', url: () => PATHS.clientList },
  clientDetail: {
    who: 'storeAdmin',
    url: (ids) => `${PATHS.clientDetail}?client=${ids.clientId}`,
    ids: 'staff',
    tabs: ['ACTIVIDAD RECIENTE'],
  },
  orderDetail: {
    who: 'storeAdmin',
    url: (ids) => `${PATHS.orderDetail}/${ids.orderId}`,
    ids: 'staff',
    tabs: ['AGREGAR ITEM', 'ENVIO', 'OTROS'],
  },
  productStore: { who: 'storeAdmin', url: () => PATHS.productStore },
  marketing: {
    who: 'storeAdmin',
    url: () => PATHS.marketing,
    tabs: [...MARKETING_TABS, 'FAQS', 'PERSONALIZADO', 'SIN RESPONDER'],
  },
  dashboard: { who: 'storeAdmin', url: () => PATHS.dashboard },
  options: { who: 'storeAdmin', url: () => PATHS.options, tabs: OPTIONS_ADMIN_TABS },
  optionsAdmin: { who: 'platformAdmin', url: () => PATHS.optionsAdmin, tabs: ['NOTIFICACIONES', 'FAQSIII'] },
  userList: { who: 'storeAdmin', url: () => PATHS.userList },
  help: { who: 'storeAdmin', url: () => PATHS.help },
  homeClient: { who: 'customer', url: () => PATHS.homeClient },
};

/** Screens that are not a PATHS entry of their own: other people's views, later steps, customer pages. */
const MORE_VISITS: Visit[] = [
  { key: 'adminHome', who: 'platformAdmin', url: () => PATHS.home },
  { key: 'crewHome', who: 'crew', url: () => PATHS.home },
  { key: 'crewOptions', who: 'crew', url: () => PATHS.options, tabs: OPTIONS_TABS },
  { key: 'crewMarketing', who: 'crew', url: () => PATHS.marketing, tabs: MARKETING_TABS },
  {
    key: 'crewClientDetail',
    who: 'crew',
    url: (ids) => `${PATHS.clientDetail}?client=${ids.clientId}`,
    ids: 'staff',
  },
  {
    key: 'recoverPasswordSteps',
    who: 'anonymous',
    url: () => PATHS.recoverPassword,
    prepare: recoverPasswordSteps,
  },
  { key: 'notFound', who: 'anonymous', url: () => '/no-existe-esta-pagina' },
  { key: 'storeHome', who: 'customer', url: () => '/s/demo' },
  { key: 'storeHomeChat', who: 'customer', url: () => '/s/demo', prepare: openChat },
  { key: 'info', who: 'customer', url: () => '/info' },
  { key: 'orderStatus', who: 'customer', ids: 'customer', url: (ids) => `/orderstatus/${ids.orderToken}` },
  { key: 'productList', who: 'customer', ids: 'customer', url: (ids) => `/productlist/${ids.listToken}` },
  { key: 'customerNotFound', who: 'customer', url: () => '/orderstatus/no/existe' },
];

const VISITS: Visit[] = [
  ...Object.entries(SCREENS).flatMap(([key, screen]) => (screen === 'redirect' ? [] : [{ key, ...screen }])),
  ...MORE_VISITS,
];

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const ACCOUNT_OF = {
  storeAdmin: ACCOUNTS.storeAdmin,
  crew: ACCOUNTS.crew,
  platformAdmin: ACCOUNTS.platformAdmin,
} as const;

/** The session the login answers, per account, once per worker (the login screen has its own journeys). */
const sessions = new Map<string, string>();

/**
 * Opens the screens already logged in: the login call's answer is what the back office saves
 * (mostrador.session), so it is put in storage before the first page loads, sparing each visit
 * the login screen and the trip through /home.
 */
async function loginAs(page: Page, account: { email: string; password: string }) {
  let session = sessions.get(account.email);
  if (!session) {
    const res = await page.request.post('/api/user/login', { data: account });
    expect(res.ok(), `login ${account.email}`).toBe(true);
    session = await res.text();
    sessions.set(account.email, session);
  }
  await page.addInitScript((saved) => localStorage.setItem('mostrador.session', saved), session);
}

/** The page's requests in flight and when the last one started or ended. */
interface NetworkWatch {
  inFlight: Set<Request>;
  lastChange: number;
}

/** Quiet this long with nothing in flight counts as idle, as Playwright's 'networkidle' does. */
const QUIET_MS = 500;

function watchNetwork(page: Page): NetworkWatch {
  const watch: NetworkWatch = { inFlight: new Set(), lastChange: Date.now() };
  page.on('request', (request) => {
    // A blob: or data: URL is read from memory, not the network: the captcha's worker script
    // (ALTCHA starts its Web Worker from a blob: URL) sometimes never reports 'requestfinished',
    // and waiting on it was the 60 s flake of 'recoverPasswordSteps' on a busy machine (issue 18).
    if (/^(blob|data):/.test(request.url())) return;
    watch.inFlight.add(request);
    watch.lastChange = Date.now();
  });
  const done = (request: Request) => {
    watch.inFlight.delete(request);
    watch.lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return watch;
}

/** The requests still open, named, so a screen that never settles says which one it waits on. */
const openRequests = (network: NetworkWatch) =>
  [...network.inFlight]
    .map((request) => `${request.method()} ${request.url().slice(0, 120)} (${request.resourceType()})`)
    .join(', ');

/**
 * Waits until the screen has drawn its data (no request in flight, no spinner). The page's own
 * requests are counted (every frame's, like 'networkidle') rather than asking for 'networkidle':
 * that state answers at once after a tab click, while the tab's requests are still in flight and
 * the loading overlay (shown only after 250 ms) is not up yet; and on the store page, whose video
 * frame and pictures come from the internet, it was seen not to come back in two minutes once they
 * had failed on a machine without internet.
 */
async function settle(page: Page, network: NetworkWatch) {
  let open = '';
  await expect
    .poll(
      () => {
        open = openRequests(network);
        return network.inFlight.size === 0 && Date.now() - network.lastChange >= QUIET_MS;
      },
      {
        message: 'la pantalla termina sus pedidos',
        // As long as 'networkidle' was given (the journey's own time limit is two minutes).
        timeout: 60_000,
        intervals: [100],
      },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}\nPedidos abiertos: ${open}`);
    });
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
}

async function openChat(page: Page) {
  await page.getByRole('button', { name: 'Abrir el chat de la tienda' }).click();
  await expect(page.getByRole('log', { name: 'Conversación con la tienda' })).toBeVisible();
}

/** The code step, then the new-password step (the code is checked only when the password is saved). */
async function recoverPasswordSteps(page: Page, check: (state: string) => Promise<void>) {
  await page.getByLabel('Email', { exact: true }).fill('nadie@mostrador.local');
  await new Captcha(page).solve();
  await page.getByRole('button', { name: 'Enviar codigo' }).click();
  await expect(page.getByLabel('Codigo', { exact: true })).toBeVisible();
  await check('codigo');
  await page.getByLabel('Codigo', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByLabel('Nueva contraseña', { exact: true })).toBeVisible();
}

/** The serious and critical violations of the page as it stands: 'screen|rule' and a description. */
async function violations(page: Page, screen: string, testInfo: TestInfo): Promise<string[]> {
  // Legacy mode runs axe.run() in the page (same-origin frames included) instead of runPartial in
  // every frame plus finishRun in a fresh blank page per check: about half the time per check, and
  // the only frames it skips are cross-origin ones (a store's video), which are not ours to fix.
  const results = await new AxeBuilder({ page }).withTags(WCAG).setLegacyMode().analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (bad.length) {
    await testInfo.attach(`axe-${screen.replace(/\W+/g, '_')}.json`, {
      body: JSON.stringify(bad, null, 2),
      contentType: 'application/json',
    });
  }
  return bad.map(
    (v) =>
      `${screen}|${v.id} [${v.impact}] ${v.help}: ${v.nodes.length} elemento(s), p. ej. ${v.nodes[0]?.target.join(' ')}`,
  );
}

/** The demo store's first order and client. */
async function staffIds(request: APIRequestContext): Promise<Pick<Ids, 'orderId' | 'clientId'>> {
  const api = await StoreApi.login(request, ACCOUNTS.storeAdmin);
  const orders = await api.get<{ items: { id: number }[] }>('/store/orders');
  const clients = await api.get<{ items: { id: number }[] }>('/store/clients/');
  expect(orders.items.length, 'la tienda demo tiene pedidos').toBeGreaterThan(0);
  expect(clients.items.length, 'la tienda demo tiene clientes').toBeGreaterThan(0);
  return { orderId: orders.items[0]!.id, clientId: clients.items[0]!.id };
}

type CustomerIds = Pick<Ids, 'orderToken' | 'listToken' | 'sessionId'>;
// One customer (one session, one open order) for the whole run: every visit would add a client.
let customerOnce: CustomerIds | undefined;

/** A customer session of #demo with an open order, made through the customer API. */
async function customerIds(request: APIRequestContext): Promise<CustomerIds> {
  if (customerOnce) return customerOnce;
  const hex = Array.from({ length: 10 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  const sessionId = `dfmessenger-${hex}`;
  const preset = await request.post('/api/presetstore', { data: { session: sessionId, store: '#demo' } });
  expect(preset.ok(), await preset.text()).toBeTruthy();
  const listToken = ((await preset.json()) as { product_list_token: string }).product_list_token;
  const catalogue = await request.post('/api/client/productlist', {
    data: { token: listToken, session_id: sessionId },
  });
  expect(catalogue.ok(), await catalogue.text()).toBeTruthy();
  const product = ((await catalogue.json()) as { items: { id: number }[] }).items[0];
  expect(product, 'el catalogo demo tiene productos').toBeDefined();
  const added = await request.post('/api/client/order/items', {
    data: { session_id: sessionId, items: [{ product_id: product!.id, amount: 2 }] },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
  const orderToken = ((await added.json()) as { token: string }).token;
  customerOnce = { orderToken, listToken, sessionId };
  return customerOnce;
}

const NO_IDS: Ids = { orderId: 0, clientId: 0, orderToken: '', listToken: '', sessionId: '' };

test.describe('[A11Y][PANTALLAS]', () => {
  test('[A11Y][PANTALLAS] every PATHS entry says who opens it', () => {
    const missing = Object.keys(PATHS).filter((key) => !(key in SCREENS));
    expect(missing, `Agregue estas pantallas a SCREENS en e2e/tests/a11y-screens.spec.ts`).toEqual([]);
  });

  for (const visit of VISITS) {
    test(`[A11Y][PANTALLAS] ${visit.key} as ${visit.who} has no serious or critical violations`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const network = watchNetwork(page);
      const ids: Ids = {
        ...NO_IDS,
        ...(visit.ids === 'staff' ? await staffIds(page.request) : {}),
        ...(visit.ids === 'customer' ? await customerIds(page.request) : {}),
      };
      if (visit.who === 'customer') {
        // The customer's own session, so the order page shows the controls of an open order.
        if (ids.sessionId) {
          await page.addInitScript(
            (id) => localStorage.setItem('mostrador.customer.session_id', id),
            ids.sessionId,
          );
        }
      } else if (visit.who !== 'anonymous') {
        await loginAs(page, ACCOUNT_OF[visit.who]);
      }
      await page.goto(visit.url(ids));
      await settle(page, network);

      const found: string[] = [];
      const check = async (state: string) => {
        await settle(page, network);
        found.push(...(await violations(page, state, testInfo)));
      };
      await visit.prepare?.(page, (state) => check(`${visit.key}/${state}`));
      await check(visit.key);
      for (const tab of visit.tabs ?? []) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await check(`${visit.key}/${tab}`);
      }
      expect(found, 'violaciones serias o criticas').toEqual([]);
    });
  }
});
