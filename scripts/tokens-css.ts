// `npm run tokens`: writes packages/ui/src/theme/tokens.css, the CSS custom properties the kit's
// styles read, from the token values in packages/ui/src/theme/tokens.ts. A unit test
// (packages/ui/src/theme/sheet.test.ts) fails when the two disagree.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenSheet } from '../packages/ui/src/theme/sheet';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/ui/src/theme/tokens.css');
writeFileSync(out, tokenSheet());
process.stdout.write(`wrote ${path.relative(process.cwd(), out)}\n`);
