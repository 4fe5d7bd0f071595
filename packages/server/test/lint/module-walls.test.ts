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
