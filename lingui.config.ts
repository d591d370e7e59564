import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { textExtractor } from './scripts/i18n/extractor.mjs';

// The catalogues: English is the source (the text constants), Hindi the translation a translator
// edits in apps/marketplace/locales/hi.po (the API's in apps/api/locales/hi.po). `npm run i18n`
// extracts; `npm test` fails on a message missing from hi (`lingui compile --strict`).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/apps/marketplace/locales/{locale}',
      include: ['<rootDir>/packages/ui/src', '<rootDir>/apps/marketplace/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', '**/*.stories.*'],
    },
    {
      // The API's own messages (field errors, SMS, pushes, e-mails, page heads): the server reads
      // apps/api/locales/hi.po at start-up (apps/api/src/http/language.ts), never the app's.
      path: '<rootDir>/apps/api/locales/{locale}',
      include: ['<rootDir>/apps/api/src'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  extractors: [textExtractor],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  compileNamespace: 'es',
});
