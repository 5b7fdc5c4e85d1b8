import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import { areaImports } from '../../eslint/area-imports.js';
import { areasInOrder, MODULE_MAP } from '../../eslint/module-map.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const rule = areaImports.rules!['module-map']!;
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const src = '/repo/apps/api/src';

describe('the module map', () => {
  it('orders every area after the areas it may import, and has no loop', () => {
    const order = areasInOrder();
    expect(order).toHaveLength(Object.keys(MODULE_MAP).length);
    for (const [area, below] of Object.entries(MODULE_MAP))
      for (const other of below)
        expect(order.indexOf(other), `${area} → ${other}`).toBeLessThan(order.indexOf(area));
  });

  it('refuses a map with a loop, naming it', () => {
    expect(() => areasInOrder({ commerce: ['billing'], billing: ['commerce'] })).toThrow(
      'The module map has a loop: commerce → billing → commerce',
    );
  });
});

tester.run('area-imports/module-map', rule, {
  valid: [
    {
      filename: `${src}/modules/billing/lifecycle.ts`,
      code: "import { commerceRoutes } from '../commerce';",
    },
    { filename: `${src}/modules/billing/lifecycle.ts`, code: "import { x } from '../commerce/index.js';" },
    { filename: `${src}/modules/billing/lifecycle.ts`, code: "import { x } from './renewals.js';" },
    { filename: `${src}/modules/billing/lifecycle.ts`, code: "import { x } from '../../platform/clock.js';" },
    { filename: `${src}/services.ts`, code: "import { createClients } from './modules/clients';" },
    { filename: `${src}/platform/clock.ts`, code: "import { x } from '../platform/log.js';" },
  ],
  invalid: [
    {
      name: 'an area below imports an area above',
      filename: `${src}/modules/commerce/invoices.ts`,
      code: "import { x } from '../billing';",
      errors: [{ messageId: 'againstMap' }],
    },
    {
      name: 'an area imports another’s internal file',
      filename: `${src}/modules/billing/lifecycle.ts`,
      code: "import { commerceRepository } from '../commerce/repository.js';",
      errors: [{ messageId: 'pastFace' }],
    },
    {
      name: 'the composition root imports an area’s internal file',
      filename: `${src}/services.ts`,
      code: "import { createClients } from './modules/clients/service.js';",
      errors: [{ messageId: 'pastFace' }],
    },
    {
      name: 'a re-export and a dynamic import count as imports',
      filename: `${src}/modules/team/members.ts`,
      code: "export { x } from '../reports'; const y = await import('../billing');",
      errors: [{ messageId: 'againstMap' }, { messageId: 'againstMap' }],
    },
    {
      name: 'the platform imports an area',
      filename: `${src}/platform/http/authenticate.ts`,
      code: "import { CLI_STAFF } from '../../modules/activity';",
      errors: [{ messageId: 'platformUp' }],
    },
    {
      name: 'an area the map does not list',
      filename: `${src}/modules/bookings/service.ts`,
      code: "import { x } from './repository.js';",
      errors: [{ messageId: 'unknownArea' }],
    },
  ],
});
