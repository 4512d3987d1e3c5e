// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-help', 'mfe-backoffice'];

/** The API contract's zod schemas are the server's: front ends take its types, never its values. */
const CONTRACT_TYPES_ONLY = {
  group: ['@storefront/shared/contract', '@storefront/shared/contract/*', '**/contract', '**/contract/*'],
  allowTypeImports: true,
  message:
    "Import the API contract's types only (import type): its zod schemas would ship to the browser. Types: import type { Product } from '@storefront/shared'.",
};

/** An app never imports another app's source: it talks to it through the store, the api and URLs. */
function appImportRules(app, { tests }) {
  const router = {
    name: 'react-router-dom',
    message: "Import routing from '@storefront/shared': one router for the page, and tree-shaken.",
  };
  return {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: '@mui/material',
            message:
              'Import MUI by path (e.g. @mui/material/Button): the root import ships all of MUI to every first paint.',
          },
          { name: '@mui/icons-material', message: 'Import icons by path (e.g. @mui/icons-material/Search).' },
          ...(tests ? [] : [router]),
        ],
        patterns: [
          ...APPS.filter((other) => other !== app).map((other) => ({
            group: [`**/${other}/**`, `@storefront/${other}`, `@storefront/${other}/**`],
            message: `${app} must not import ${other}'s code. Share it through @storefront/shared (shared/src/...) or talk through the store, the api or a URL.`,
          })),
          {
            group: ['@storefront/shared/src/**', '**/shared/src/**'],
            message: "Import from '@storefront/shared' (its public index), not its internals.",
          },
          CONTRACT_TYPES_ONLY,
        ],
      },
    ],
  };
}
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/src/testing/**'];
const appBoundaries = APPS.flatMap((app) => [
  { files: [`${app}/**/*.{ts,tsx}`], rules: appImportRules(app, { tests: false }) },
  // Tests may build their own in-memory router.
  { files: TEST_FILES.map((glob) => `${app}/${glob}`), rules: appImportRules(app, { tests: true }) },
]);

/** Features do not reach into each other: what several need lives in src/components/ (or
 * src/app/ for wiring, or @storefront/shared). One zone per feature folder. */
const featureZones = APPS.flatMap((app) => {
  const root = `${app}/src/features`;
  const features = existsSync(root)
    ? readdirSync(root, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  return features.map((feature) => ({
    target: `./${root}/${feature}`,
    from: `./${root}`,
    except: [`./${feature}`],
    message: `Feature "${feature}" must not import another feature. Move what both need to ${app}/src/components/ or to @storefront/shared.`,
  }));
});
const featureBoundaries = {
  files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
  },
  rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'api/drizzle/**',
      'e2e/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@mui/material', message: 'Import MUI by path (e.g. @mui/material/Button).' }],
          patterns: [
            { group: ['@storefront/*'], message: 'shared must not depend on any app.' },
            CONTRACT_TYPES_ONLY,
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@mui/*', '@reduxjs/*', 'i18next', '../*'],
              allowTypeImports: true,
              message: 'Business rules are pure (types aside): the API imports them too.',
            },
          ],
        },
      ],
    },
  },
  ...appBoundaries,
  featureBoundaries,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
