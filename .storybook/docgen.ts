import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParserOptions } from 'react-docgen-typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * How Storybook's props tables are read from the kit's TypeScript (react-docgen-typescript), shared
 * with packages/ui/src/propsTables.test.ts so the test checks what the docs show.
 *
 * The docgen plugin only documents files inside its TypeScript project; the root tsconfig.json does
 * not include packages/ui/src, so without `tsconfigPath` every component was skipped and a docs
 * page listed only the args its default story set.
 */
export const docgenTsconfig = path.join(root, 'packages/ui/tsconfig.json');

/**
 * Each own prop with its type, TSDoc and default. The native attributes a component spreads
 * (declared in @types/react, `required` and `disabled` among them) stay out of the table, whose
 * docs page says it accepts them. `ref` stays in: it says which element a caller can focus.
 */
export const docgenOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  savePropValueAsString: true,
  propFilter: (prop) => prop.name === 'ref' || !prop.parent || !/node_modules/.test(prop.parent.fileName),
} satisfies ParserOptions;

export const reactDocgenTypescriptOptions = {
  ...docgenOptions,
  tsconfigPath: docgenTsconfig,
  include: [path.join(root, 'packages/ui/src/**/*.tsx')],
  exclude: ['**/*.stories.tsx', '**/*.test.tsx', '**/test/**'],
};
