// The messages of a module's text constants: every string under a `defineText('namespace', {...})`
// call, with its id (`namespace.key.path`), its source span and the comment above its key. Shared by
// the Lingui extractor (extractor.mjs) and the build's compiler (compileText.mjs).
import ts from 'typescript';

/** @returns {{ id: string, message: string, start: number, end: number, line: number, comment?: string }[]} */
export function textMessages(filename, code) {
  if (!code.includes('defineText(') && !code.includes('buildText(')) return [];
  const kind = filename.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(filename, code, ts.ScriptTarget.Latest, true, kind);
  const found = [];
  const problems = [];
  const commentOf = (node) => {
    const ranges = ts.getLeadingCommentRanges(code, node.getFullStart()) ?? [];
    const text = ranges
      .map((r) => code.slice(r.pos, r.end))
      .filter((c) => c.startsWith('/**'))
      .map((c) =>
        c
          .replace(/^\/\*\*|\*\/$/g, '')
          .replace(/^\s*\* ?/gm, '')
          .trim(),
      )
      .join(' ');
    return text || undefined;
  };
  const value = (node, id, comment) => {
    while (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node)) {
      node = node.expression;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      found.push({ id, message: node.text, start: node.getStart(), end: node.getEnd(), line: line + 1, comment });
    } else if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) {
          problems.push(`${id}: only plain properties (a spread or method is not a message)`);
          continue;
        }
        const key = property.name.getText(file).replace(/^['"]|['"]$/g, '');
        value(property.initializer, `${id}.${key}`, commentOf(property));
      }
    } else if (ts.isArrayLiteralExpression(node)) {
      node.elements.forEach((element, index) => value(element, `${id}.${index}`, comment));
    } else if (
      node.kind !== ts.SyntaxKind.NumericLiteral &&
      node.kind !== ts.SyntaxKind.TrueKeyword &&
      node.kind !== ts.SyntaxKind.FalseKeyword
    ) {
      problems.push(`${id}: not a literal (${ts.SyntaxKind[node.kind]}); a catalogue cannot translate it`);
    }
  };
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      (node.expression.text === 'defineText' || node.expression.text === 'buildText')
    ) {
      const [name, source] = node.arguments;
      if (name && ts.isStringLiteral(name) && source) value(source, name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (problems.length) throw new Error(`${filename}:\n  ${problems.join('\n  ')}`);
  return found;
}
