/* The lint rule behind the module walls (eslint/module-walls.js) reports what it must, and only that. */
import { fileURLToPath } from 'node:url';
import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';

const RULE_FILE = new URL('../../../../eslint/module-walls.js', import.meta.url);
const MODULES = fileURLToPath(new URL('../../src/modules/', import.meta.url));

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const { noForeignRepository } = (await import(RULE_FILE.href)) as { noForeignRepository: Rule.RuleModule };

tester.run('no-foreign-repository', noForeignRepository, {
  valid: [
    // Its own repository, another module's service, core and the shared kernel.
    {
      code: "import { lockOrder } from './orders.repository';",
      filename: `${MODULES}orders/orders.service.ts`,
    },
    {
      code: "import { x } from '../orders/orders.service';",
      filename: `${MODULES}customer/customer.service.ts`,
    },
    { code: "import type { Executor } from '../../db/executor';", filename: `${MODULES}customer/a.ts` },
    // Tests, fixtures and seeds set up data across modules.
    {
      code: "import { lockOrder } from '../orders/orders.repository';",
      filename: `${MODULES}customer/a.test.ts`,
    },
    {
      code: "import { x } from '../clients/clients.repository';",
      filename: `${MODULES}orders/orders.seed.ts`,
    },
    // A known import, listed until it moves.
    {
      code: "import { countOrders } from '../orders/orders.repository';",
      filename: `${MODULES}clients/clients.service.ts`,
      options: [{ known: ['clients/clients.service.ts -> orders/orders.repository'] }],
    },
  ],
  invalid: [
    {
      code: "import { lockOrder } from '../orders/orders.repository';",
      filename: `${MODULES}customer/customer-cart.ts`,
      errors: [{ messageId: 'foreign' }],
    },
    {
      code: "export { findStoreById } from '../stores/stores.repository';",
      filename: `${MODULES}auth/auth.service.ts`,
      errors: [{ messageId: 'foreign' }],
    },
    {
      // The known list names the importing file too: another file of the module is refused.
      code: "import { countOrders } from '../orders/orders.repository';",
      filename: `${MODULES}clients/clients.routes.ts`,
      options: [{ known: ['clients/clients.service.ts -> orders/orders.repository'] }],
      errors: [{ messageId: 'foreign' }],
    },
  ],
});

const { tableOwner } = (await import(RULE_FILE.href)) as { tableOwner: Rule.RuleModule };
const owners = [
  {
    owners: {
      orders: {
        schema: ['orders', 'orderItems', 'otherConcepts', 'shipments'],
        sql: ['orders', 'order_items', 'other_concepts', 'shipments'],
      },
    },
  },
];

tester.run('table-owner', tableOwner, {
  valid: [
    // The owner writes its tables; anyone reads them.
    {
      code: 'db.update(orders).set({ status });',
      filename: `${MODULES}orders/orders.service.ts`,
      options: owners,
    },
    {
      code: 'db.select().from(orders).where(x);',
      filename: `${MODULES}customer/customer-cart.ts`,
      options: owners,
    },
    {
      code: 'tx.execute(sql`select count(*) from orders where store_id = ${id}`);',
      filename: `${MODULES}dashboard/dashboard.repository.ts`,
      options: owners,
    },
    // Tables of its own, and tests that set up data.
    { code: 'db.update(clients).set({ name });', filename: `${MODULES}customer/a.ts`, options: owners },
    { code: 'db.insert(orders).values(v);', filename: `${MODULES}customer/a.test.ts`, options: owners },
  ],
  invalid: [
    {
      code: 'db.insert(orderItems).values(values);',
      filename: `${MODULES}customer/customer-cart.ts`,
      options: owners,
      errors: [{ messageId: 'owned' }],
    },
    {
      code: 'tx.delete(otherConcepts).where(x);',
      filename: `${MODULES}woocommerce/woo-orders.repository.ts`,
      options: owners,
      errors: [{ messageId: 'owned' }],
    },
    {
      code: 'tx.execute(sql`delete from orders where id in (${ids}) returning client_id`);',
      filename: `${MODULES}customer/abandoned-carts.ts`,
      options: owners,
      errors: [{ messageId: 'owned' }],
    },
    {
      code: "client.query('UPDATE order_items SET amount = $1');",
      filename: `${MODULES}payments/payments.service.ts`,
      options: owners,
      errors: [{ messageId: 'owned' }],
    },
  ],
});
