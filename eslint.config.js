// Lint rules for every workspace. web, gateway and api share only the contract; api and gateway also share the
// server kit.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const others = { api: ['gateway', 'web'], gateway: ['api', 'web'], web: ['api', 'gateway', 'server-kit'] };

const boundaries = Object.entries(others).map(([workspace, forbidden]) => ({
  files: [`${workspace}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.flatMap((name) => [
          {
            group: [`@mathbridge/${name}`, `@mathbridge/${name}/*`],
            message: `${workspace} may not import ${name}; share code through @mathbridge/contract.`,
          },
          {
            group: [`**/${name}/src/**`, `**/${name}/dist/**`],
            message: `${workspace} may not import ${name}; share code through @mathbridge/contract.`,
          },
        ]),
      },
    ],
  },
}));

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
);
