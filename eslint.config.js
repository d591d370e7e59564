import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '**/.vitest-attachments/**',
      'bench-data/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}', 'apps/marketplace/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The design system never reaches the network, a router or storage: data comes in by props.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/**/*.stories.tsx', 'packages/ui/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', 'fetch', 'localStorage', 'sessionStorage', 'XMLHttpRequest'],
      'no-restricted-imports': ['error', { patterns: ['wouter', 'wouter/*', '@haat/marketplace', '@haat/api'] }],
    },
  },
);
