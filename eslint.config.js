import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const webFeatures = fs.existsSync('apps/web/src/features')
  ? fs
      .readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/**
 * Which server module owns which table: only the owner queries it; every other
 * module asks the owner's service. A new module adds itself here.
 */
const tableOwners = {
  auth: ['users', 'loginTokens', 'passwordResetTokens'],
  session: ['sessions'],
  clients: ['clients', 'clientLogos'],
  availability: ['availabilityPauses'],
  audit: ['auditLog'],
  invites: ['invites'],
  referrals: ['referrals'],
  support: ['supportTickets'],
  catalogue: [
    'categories',
    'products',
    'productOptions',
    'optionChoices',
    'attributes',
    'productAttributes',
    'favouriteProducts',
    'catalogueVersions',
  ],
  cashiers: ['cashiers'],
  'quick-till': ['quickTillPositions'],
  'till-config': ['tillConfig'],
  menus: ['menus', 'menuTimes', 'menuCategories', 'diningTables'],
  customers: ['customers'],
  orders: [
    'orders',
    'orderItems',
    'orderItemOptions',
    'priceAdjustments',
    'payments',
    'orderVoids',
  ],
  refunds: ['refunds'],
  slots: ['slotConfig'],
  alerts: ['alerts'],
  devices: ['devices'],
  jobs: ['jobLeases'],
  reports: ['reportDays'],
  events: ['orderEvents'],
  drawer: ['drawerSessions', 'drawerMovements'],
  'close-day': ['zReports'],
  journal: ['journalEntries'],
  tips: ['tipAllocations', 'tipShares', 'tipAllocationPayments'],
  printing: [
    'printers',
    'printStations',
    'printCategoryRoutes',
    'printProductRoutes',
    'tillPrinting',
    'printJobs',
    'orderItemPrints',
  ],
};
/** Reads across an owner on purpose, each with its reason. */
const sharedReads = {
  // Resolving the caller is one join on every request; a service call per table would triple it.
  // The catalogue's version rides along, so an order is priced from the cached catalogue
  // without another round trip (issue 18).
  session: ['users', 'clients', 'devices', 'catalogueVersions'],
  // A report is one aggregate over a year of orders; asking each owner in turn would
  // move millions of rows through Node. Reports only read, never write, these tables.
  reports: [
    'clients',
    'orders',
    'orderItems',
    'payments',
    'refunds',
    'customers',
    'cashiers',
    'products',
    'categories',
  ],
  // A till's expected cash sums its session's cash payments and refunds in one statement,
  // as a report does; its view names who did what, and which till, in one read each.
  drawer: ['payments', 'refunds', 'cashiers', 'users', 'devices'],
  // X and Z reports are one aggregate each over a day's sales, drawers and refunds, read
  // as the other reports are; the Z's marks on those rows go through their owners.
  'close-day': [
    'clients',
    'orders',
    'orderItems',
    'priceAdjustments',
    'orderVoids',
    'payments',
    'refunds',
    'drawerSessions',
    'drawerMovements',
    'cashiers',
    'users',
    'devices',
  ],
  // The tips ledger sums a period's tips by day and lists the payments that carried one, as a
  // report reads them; its statements name the cashiers they are for.
  tips: ['payments', 'orders', 'cashiers'],
  // The alert jobs compare a service's sales with earlier weeks in SQL, for the same reason.
  alerts: ['clients', 'orders', 'orderItems', 'payments', 'refunds', 'products'],
  // A kitchen ticket is written in the order change's own transaction: it reads the lines not
  // yet sent and the order's head there, under the order's lock, rather than through services
  // that would open reads of their own. The settings check that ids are the merchant's.
  printing: [
    'clients',
    'orders',
    'orderItems',
    'orderItemOptions',
    'payments',
    'devices',
    'categories',
    'products',
  ],
};
const allTables = Object.values(tableOwners).flat();
const serverModules = fs.existsSync('apps/server/src/modules')
  ? fs
      .readdirSync('apps/server/src/modules', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const moduleBoundary = {
  group: ['../*/**', '@/modules/*/*.routes*', '@/app*'],
  message:
    'Use another module through its *.service or *-view file, imported with @/modules/<area>/.',
};
const routeRules = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'A route never writes SQL; call a service.' },
  { group: ['@/db/schema/*'], message: 'A route never touches tables; call a service.' },
];

const serverModuleRules = serverModules.flatMap((area) => {
  const mine = new Set([...(tableOwners[area] ?? []), ...(sharedReads[area] ?? [])]);
  const foreign = allTables.filter((table) => !mine.has(table));
  const schemaPath = {
    name: '@/db/schema/index.js',
    importNames: foreign,
    message: `This table belongs to another module: call that module's service (owners are listed in eslint.config.js).`,
  };
  const dir = `apps/server/src/modules/${area}`;
  return [
    {
      // Modules talk to each other through services, not through each other's tables.
      files: [`${dir}/**/*.ts`],
      ignores: [`${dir}/**/*.test.ts`, `${dir}/**/*.routes.ts`],
      rules: {
        'no-restricted-imports': ['error', { paths: [schemaPath], patterns: [moduleBoundary] }],
      },
    },
    {
      // Routes are thin: schema in, service call, schema out.
      files: [`${dir}/**/*.routes.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [moduleBoundary, ...routeRules] }] },
    },
  ];
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.tmp/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/web/dev-dist/**',
      // The Android project Capacitor generates, with a copy of the built web app inside.
      'apps/web/android/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Resolve the `@/` aliases and extensionless imports, so the path rules see real files.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'packages/contract/tsconfig.json',
            'e2e/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      // With verbatimModuleSyntax, `import { type A }` still imports the module for its side
      // effects: a contract schema file would drag zod into the till's first load.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'import-x/no-default-export': 'off',
      // One-way imports (DESIGN.md §1, STYLE.md): web and server share only the contract,
      // and a web feature never reaches into another feature.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/web',
              from: './apps/server',
              message:
                'The web app talks to the server over HTTP only; share code through packages/contract.',
            },
            {
              target: './apps/server',
              from: './apps/web',
              message:
                'The server never imports the web app; share code through packages/contract.',
            },
            {
              target: './packages/contract',
              from: './apps',
              message: 'The contract depends on nothing in apps/.',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature; move shared pieces to src/ui, src/api or src/platform.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...serverModuleRules,
);
