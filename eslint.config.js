import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webFeatures = fs.existsSync('apps/web/src/features')
  ? fs
      .readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const moduleBoundary = {
  group: ['../*/**', '@/modules/*/*.routes*', '@/app*'],
  message:
    'Use another module through its *.service or *-view file, imported with @/modules/<area>/.',
};

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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
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
  {
    // Server modules talk to each other through services (and their views), never through routes or internals.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/**/*.test.ts', 'apps/server/src/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [moduleBoundary] }] },
  },
  {
    // Routes are thin: schema in, service call, schema out. SQL lives in services.
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            moduleBoundary,
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'A route never writes SQL; call a service.',
            },
            { group: ['@/db/schema/*'], message: 'A route never touches tables; call a service.' },
          ],
        },
      ],
    },
  },
);
