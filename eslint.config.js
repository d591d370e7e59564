import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The API's path prefixes (apps/api routes); the app's page routes (`/contact-us/`, `/search/` …) differ. */
const ENDPOINT =
  '/^\\/(api|otp|verify-otp|signup|login|logout|change-password|check-password|reset-password|contact|uploads)\\//';
/** A call of the fetch client: `api.get(…)`, `client.post(…)`, `a.del(…)`. */
const CLIENT_CALL =
  'CallExpression[callee.type="MemberExpression"][callee.property.name=/^(get|post|put|del|request)$/]';

/**
 * Styles are static (issue 39): a styled template reads tokens as `var(--haat-…)` and puts state in
 * attribute selectors, so it computes nothing at render and a scheme costs no re-render; a raw
 * colour would not follow the dark scheme. A value that truly must be computed carries an
 * `eslint-disable-next-line no-restricted-syntax -- why` above its template.
 */
const STATIC_STYLES = [
  {
    selector: 'TaggedTemplateExpression > TemplateLiteral > :matches(ArrowFunctionExpression, FunctionExpression)',
    message:
      'Styles are static: read a token as var(--haat-…) and put state in an attribute selector ([data-state], aria-*, :disabled).',
  },
  {
    selector:
      'TaggedTemplateExpression > TemplateLiteral > TemplateElement[value.raw=/#[0-9a-fA-F]{3,8}\\b|(rgba?|hsla?)\\(/]',
    message: 'A raw colour does not follow the dark scheme: use a colour token, var(--haat-color-…).',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      '**/.vitest-attachments/**',
      'bench-data/**',
      '**/.data/**',
      // lingui compile's output (gitignored): npm test writes it, lint need not read it.
      'apps/*/locales/*.mjs',
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
      'no-restricted-syntax': ['error', ...STATIC_STYLES],
    },
  },
  {
    // The app reads the API only through the typed modules in api/ (ARCHITECTURE: contract-first):
    // an endpoint path anywhere else is a call that bypasses them. Any path given to a client method
    // (`api.post('/…')`) counts; elsewhere only the API's prefixes do, as `/forgot-password/` is
    // both an endpoint and a page route (`navigate('/forgot-password/')` is fine).
    files: ['apps/marketplace/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/marketplace/src/api/**',
      // The fake server of the tests names the URLs it answers.
      'apps/marketplace/src/**/*.test.{ts,tsx}',
      'apps/marketplace/src/test/**',
      // The service worker routes the files pages show (`/uploads/` photos); it calls no endpoint.
      'apps/marketplace/src/pwa/sw.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `Literal[value=${ENDPOINT}]`,
          `TemplateElement[value.raw=${ENDPOINT}]`,
          `${CLIENT_CALL} > Literal.arguments:first-child[value=/^\\//]:not([value=${ENDPOINT}])`,
          `${CLIENT_CALL} > TemplateLiteral.arguments:first-child[quasis.0.value.raw=/^\\//]:not([quasis.0.value.raw=${ENDPOINT}])`,
        ].map((selector) => ({
          selector,
          message: 'Endpoints live in apps/marketplace/src/api/: call a function of an api/ module instead.',
        })),
        ...STATIC_STYLES,
      ],
    },
  },
  {
    // Words a person reads live in text constants (defineText), which a catalogue translates
    // (issue 40): a literal in JSX text or in an accessible name is an untranslatable string.
    files: ['packages/ui/src/**/*.tsx', 'apps/marketplace/src/**/*.tsx'],
    ignores: ['**/*.stories.tsx', '**/*.test.tsx', '**/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'aria-label',
              'aria-description',
              'aria-roledescription',
              'aria-valuetext',
              'alt',
              'title',
              'placeholder',
              'label',
            ],
          },
          words: { exclude: ['[0-9!-/:-@[-`{-~\\s·–—…₹×▾▼‹›✓↗←→]+', '[A-Z_-]+', 'Haat', 'हाट'] },
        },
      ],
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
  {
    // The server's lower layers know nothing of its features: a feature registers with them what
    // they need from it (the chat feature tells the realtime layer how to read a message back).
    // Tests are exempt: they drive the whole server and use the features' fixtures.
    files: ['apps/api/src/context.ts', 'apps/api/src/{http,db,providers,realtime}/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)features(/|$)',
              message:
                'context, http/, db/, providers/ and realtime/ import no feature: let the feature register with them.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route declares; its feature's service holds the SQL (docs/architecture.md).
    files: ['apps/api/src/features/*/routes.ts', 'apps/api/src/features/chat/socket.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.type="MemberExpression"][callee.property.name="query"]',
          message: "Route files hold no SQL: call a named function of the feature's service.",
        },
      ],
    },
  },
);
