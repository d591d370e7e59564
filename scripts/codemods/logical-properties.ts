// Codemod (issue 39): physical CSS properties in styled templates become logical ones, so a
// right-to-left language needs no rewrite: `margin-left` → `margin-inline-start`, `right: 8px` →
// `inset-inline-end: 8px`, `text-align: left` → `text-align: start`, and a four-value `padding`
// or `margin` whose left and right differ → `padding-block` + `padding-inline`. Top and bottom
// follow (block-start, block-end) so a style reads in one vocabulary. In a left-to-right page
// nothing moves: the screenshot baselines are the proof.
// Run: `npx tsx scripts/codemods/logical-properties.ts [--check] [dir…]`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const dirs = args.filter((a) => !a.startsWith('--'));
const targets = (dirs.length ? dirs : ['packages/ui/src', 'apps/marketplace/src']).map((d) => path.resolve(root, d));

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

const SIDE = { left: 'inline-start', right: 'inline-end', top: 'block-start', bottom: 'block-end' } as const;
const CORNER: Record<string, string> = {
  'top-left': 'start-start',
  'top-right': 'start-end',
  'bottom-left': 'end-start',
  'bottom-right': 'end-end',
};

/** One declaration line, rewritten; the same line when it has nothing physical. */
function logicalLine(line: string): string {
  return (
    line
      // margin-left, padding-top, border-right(-color|-width|-style)
      .replace(
        /^(\s*)(margin|padding|border)-(left|right|top|bottom)(-(?:color|width|style))?(\s*:)/,
        (_, sp, prop, side: keyof typeof SIDE, rest = '', colon) => `${sp}${prop}-${SIDE[side]}${rest}${colon}`,
      )
      .replace(
        /^(\s*)border-(top|bottom)-(left|right)-radius(\s*:)/,
        (_, sp, a, b, colon) => `${sp}border-${CORNER[`${a}-${b}`]}-radius${colon}`,
      )
      // positioned offsets
      .replace(
        /^(\s*)(left|right|top|bottom)(\s*:)/,
        (_, sp, side: keyof typeof SIDE, colon) => `${sp}inset-${SIDE[side]}${colon}`,
      )
      .replace(
        /^(\s*text-align\s*:\s*)(left|right)\b/,
        (_, head, side) => `${head}${side === 'left' ? 'start' : 'end'}`,
      )
      .replace(
        /^(\s*float\s*:\s*)(left|right)\b/,
        (_, head, side) => `${head}inline-${side === 'left' ? 'start' : 'end'}`,
      )
      // four values whose left and right differ
      .replace(/^(\s*)(margin|padding)(\s*:\s*)([^;{}]+);/, (whole, sp, prop, colon, value: string) => {
        const parts = value.trim().split(/\s+(?![^(]*\))/);
        if (parts.length !== 4 || parts[1] === parts[3]) return whole;
        const [top, right, bottom, left] = parts;
        const block = top === bottom ? top : `${top} ${bottom}`;
        return `${sp}${prop}-block${colon}${block};\n${sp}${prop}-inline${colon}${left} ${right};`;
      })
  );
}

let rewritten = 0;
const changed: string[] = [];
for (const file of targets.flatMap(files)) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      const t = node.template;
      const pieces = ts.isNoSubstitutionTemplateLiteral(t) ? [t] : [t.head, ...t.templateSpans.map((s) => s.literal)];
      for (const piece of pieces) {
        // The raw text between the delimiters (` or } … ${ or `).
        const start = piece.getStart() + 1;
        const end = piece.getEnd() - (ts.isTemplateHead(piece) || ts.isTemplateMiddle(piece) ? 2 : 1);
        const raw = text.slice(start, end);
        const next = raw
          .split('\n')
          .map((line) => {
            const out = logicalLine(line);
            if (out !== line) rewritten++;
            return out;
          })
          .join('\n');
        if (next !== raw) edits.push({ start, end, text: next });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!edits.length) continue;
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  changed.push(path.relative(root, file));
  if (!check) writeFileSync(file, out);
}
process.stdout.write(`${check ? 'would rewrite' : 'rewrote'} ${rewritten} declarations in ${changed.length} files\n`);
if (check && rewritten > 0) process.exitCode = 1;
