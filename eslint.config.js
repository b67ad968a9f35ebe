// Lint rules for every workspace. web, gateway and api share only the contract; api and gateway also share the
// server kit.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const others = { api: ['gateway', 'web'], gateway: ['api', 'web'], web: ['api', 'gateway', 'server-kit'] };

const boundaryPatterns = (workspace) =>
  others[workspace].flatMap((name) => [
    {
      group: [`@mathbridge/${name}`, `@mathbridge/${name}/*`],
      message: `${workspace} may not import ${name}; share code through @mathbridge/contract.`,
    },
    {
      group: [`**/${name}/src/**`, `**/${name}/dist/**`],
      message: `${workspace} may not import ${name}; share code through @mathbridge/contract.`,
    },
  ]);

const boundaries = Object.keys(others).map((workspace) => ({
  files: [`${workspace}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: boundaryPatterns(workspace) }] },
}));

// A unit file imports each kit helper from the module that holds it, one short line per module (kit/index.ts).
const unitFiles = {
  files: ['api/src/content/units/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...boundaryPatterns('api'),
          { group: ['**/kit/index.js'], message: "import from the kit's module that holds the helper (kit/index.ts)." },
        ],
      },
    ],
  },
};

// The web's import direction, as in bulletproof-react: lib/ and components/ → features/ → app/. A feature may use
// another feature's api, hooks, stores, lib and components (the app's features are small slices of one domain and
// share much), but never its routes: screens are composed in app/. No cycles anywhere.
const webSrc = `${import.meta.dirname}/web/src`;
const features = readdirSync(`${webSrc}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = ({ tests }) => [
  // A test may render its screen inside the app's provider, as the app does.
  ...(tests ? [] : [{ target: `${webSrc}/features`, from: `${webSrc}/app`, message: 'features may not import app/.' }]),
  {
    target: [`${webSrc}/components`, `${webSrc}/lib`],
    from: `${webSrc}/features`,
    message: 'components/ and lib/ are shared: they may not import a feature.',
  },
  // The records page shows share's button and links: share importing records would make the two a cycle.
  {
    target: `${webSrc}/features/share`,
    from: `${webSrc}/features/records`,
    message: 'share may not import records (records composes share); shared pieces belong in components/ or lib/.',
  },
  ...features.map((feature) => ({
    target: `${webSrc}/features/${feature}`,
    from: [`${webSrc}/features/*/routes/**`],
    except: [`${webSrc}/features/${feature}/routes/**`],
    message: "a feature may not import another feature's routes; compose screens in app/.",
  })),
];

const webTests = 'web/src/**/*.test.{ts,tsx}';

const webImportDirection = [
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: zones({ tests: false }) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: [webTests], rules: { 'import-x/no-restricted-paths': ['error', { zones: zones({ tests: true }) }] } },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$|\\.{1,2}/|vitest$).*', message: 'contract imports nothing but zod.' }] },
      ],
    },
  },
  ...boundaries,
  unitFiles,
  ...webImportDirection,
);
