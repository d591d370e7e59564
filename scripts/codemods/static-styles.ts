// Codemod (issue 39): styled-components templates stop computing their styles at render time.
//
//   color: ${({ theme }) => theme.colors.text.muted};   →  color: var(--haat-color-text-muted);
//   padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};  →  padding: var(--haat-space-2) var(--haat-space-3);
//   @media (min-width: ${({ theme }) => theme.breakpoints.tab}px) {     →  ${media.tab} {
//
// Only an interpolation that reads nothing but `theme` is rewritten; one that reads a component's
// props is left for a person to turn into an attribute selector. The values come from the kit's
// own `theme` object, so a path that does not exist fails here rather than in a browser. Prints
// what it left. Run: `npx tsx scripts/codemods/static-styles.ts [--check] [dir…]`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { media } from '../../packages/ui/src/theme/media';
import { theme } from '../../packages/ui/src/theme/theme';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const dirs = args.filter((a) => !a.startsWith('--'));
const targets = (dirs.length ? dirs : ['packages/ui/src', 'apps/marketplace/src']).map((d) => path.resolve(root, d));
const mediaDir = path.join(root, 'packages/ui/src/theme/media');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** `theme.a.b[3]` → ['a', 'b', '3'], or null when the expression is not a path into `theme`. */
function themePath(node: ts.Expression): string[] | null {
  if (ts.isIdentifier(node)) return node.text === 'theme' ? [] : null;
  if (ts.isPropertyAccessExpression(node)) {
    const head = themePath(node.expression);
    return head && [...head, node.name.text];
  }
  if (ts.isElementAccessExpression(node) && ts.isNumericLiteral(node.argumentExpression)) {
    const head = themePath(node.expression);
    return head && [...head, node.argumentExpression.text];
  }
  if (ts.isParenthesizedExpression(node)) return themePath(node.expression);
  return null;
}

function lookup(keys: string[]): string | number {
  let value: unknown = theme;
  for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`theme.${keys.join('.')} is not a token`);
  return value;
}

/** The CSS text an arrow's body stands for, or null when it reads more than the theme. */
function evaluate(body: ts.Expression): string | null {
  const keys = themePath(body);
  if (keys) return String(lookup(keys));
  if (ts.isNoSubstitutionTemplateLiteral(body)) return body.text;
  if (ts.isTemplateExpression(body)) {
    let out = body.head.text;
    for (const span of body.templateSpans) {
      const part = evaluate(span.expression);
      if (part === null) return null;
      out += part + span.literal.text;
    }
    return out;
  }
  if (ts.isBinaryExpression(body) && ts.isNumericLiteral(body.right)) {
    const left = themePath(body.left);
    const n = Number(body.right.text);
    if (!left) return null;
    const base = lookup(left);
    if (typeof base !== 'number') return null;
    if (body.operatorToken.kind === ts.SyntaxKind.PlusToken) return String(base + n);
    if (body.operatorToken.kind === ts.SyntaxKind.MinusToken) return String(base - n);
  }
  return null;
}

/** `({ theme }) => …` and nothing else destructured. */
function themeOnlyArrow(node: ts.Expression): ts.Expression | null {
  if (!ts.isArrowFunction(node) || node.parameters.length !== 1) return null;
  const param = node.parameters[0]!.name;
  if (!ts.isObjectBindingPattern(param) || param.elements.length !== 1) return null;
  const el = param.elements[0]!;
  if (el.propertyName || !ts.isIdentifier(el.name) || el.name.text !== 'theme') return null;
  return ts.isBlock(node.body) ? null : node.body;
}

const mediaByQuery = new Map<string, string>(Object.entries(media).map(([name, query]) => [query, name]));
let rewritten = 0;
const left: string[] = [];
const changed: string[] = [];

for (const file of targets.flatMap(files)) {
  const text = readFileSync(file, 'utf8');
  if (!text.includes('=>')) continue;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  let needsMedia = false;

  const visit = (node: ts.Node) => {
    if (ts.isTemplateSpan(node) && ts.isTaggedTemplateExpression(node.parent.parent)) {
      const body = themeOnlyArrow(node.expression);
      const value = body && evaluate(body);
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (value == null) {
        if (ts.isArrowFunction(node.expression)) left.push(`${path.relative(root, file)}:${line}`);
      } else {
        const dollar = text.lastIndexOf('${', node.expression.getStart());
        const close = text.indexOf('}', node.expression.getEnd());
        const before = text.slice(Math.max(0, dollar - 40), dollar);
        const after = text.slice(close + 1, close + 4);
        const at = before.match(/@media \((?:min|max)-width: $/);
        const query = at && after === 'px)' ? `${at[0]}${value}px)` : null;
        const name = query && mediaByQuery.get(query);
        if (name) {
          edits.push({ start: dollar - at![0].length, end: close + 4, text: `\${media.${name}}` });
          needsMedia = true;
        } else {
          edits.push({ start: dollar, end: close + 1, text: value });
        }
        rewritten++;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!edits.length) continue;

  let out = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  if (needsMedia && !/import \{[^}]*\bmedia\b[^}]*\} from/.test(out)) {
    let from = path.relative(path.dirname(file), mediaDir).split(path.sep).join('/');
    if (!from.startsWith('.')) from = `./${from}`;
    if (!file.startsWith(path.join(root, 'packages/ui/src'))) from = '@haat/ui';
    const lastImport = [...out.matchAll(/^import [^;]+;\n/gm)].pop();
    const at = lastImport ? lastImport.index! + lastImport[0].length : 0;
    out = `${out.slice(0, at)}import { media } from '${from}';\n${out.slice(at)}`;
  }
  changed.push(path.relative(root, file));
  if (!check) writeFileSync(file, out);
}

process.stdout.write(
  `${check ? 'would rewrite' : 'rewrote'} ${rewritten} interpolations in ${changed.length} files; ` +
    `${left.length} left for a person:\n${left.map((l) => `  ${l}`).join('\n')}\n`,
);
if (check && rewritten > 0) process.exitCode = 1;
