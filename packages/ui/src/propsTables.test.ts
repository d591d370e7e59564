// The props tables of the docs pages list every prop a component's own props type declares, with
// a type and a TSDoc description. Reads the components the way Storybook does
// (react-docgen-typescript with .storybook/docgen.ts's options), and the props types with the
// TypeScript compiler, both from the public API in index.ts. A public component is an export `X`
// whose props type `XProps` is exported too, so a new component is guarded without editing this list.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withCompilerOptions, type ComponentDoc } from 'react-docgen-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, test } from 'vitest';
import { docgenOptions, docgenTsconfig } from '../../../.storybook/docgen';

const index = path.join(path.dirname(docgenTsconfig), 'src/index.ts');

let program: ts.Program;
let checker: ts.TypeChecker;
const publicSymbols = new Map<string, ts.Symbol>();
const docs = new Map<string, ComponentDoc>();
const components = publicComponents();

/** The exports of index.ts that have an exported `<Name>Props`, read from its text (test.each needs them before beforeAll). */
function publicComponents(): string[] {
  const source = ts.sys.readFile(index)!;
  const names = new Set<string>();
  const typeNames = new Set<string>();
  for (const match of source.matchAll(/export (type )?\{([^}]*)\}/g)) {
    for (const name of match[2]!
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      (match[1] ? typeNames : names).add(name);
    }
  }
  return [...names].filter((name) => typeNames.has(`${name}Props`)).sort();
}

beforeAll(() => {
  const config = ts.readConfigFile(docgenTsconfig, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(docgenTsconfig));
  program = ts.createProgram([index], options);
  checker = program.getTypeChecker();
  const entry = checker.getSymbolAtLocation(program.getSourceFile(index)!)!;
  for (const symbol of checker.getExportsOfModule(entry)) publicSymbols.set(symbol.name, symbol);

  // Storybook documents a component from the file that declares it.
  const files = [...new Set(components.map((name) => declaringFile(name)))];
  const parser = withCompilerOptions(options, docgenOptions);
  for (const doc of parser.parseWithProgramProvider(files, () => program)) docs.set(doc.displayName, doc);
}, 120_000);

function resolved(name: string): ts.Symbol {
  const symbol = publicSymbols.get(name);
  if (!symbol) throw new Error(`index.ts does not export ${name}`);
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function declaringFile(name: string): string {
  return resolved(name).declarations![0]!.getSourceFile().fileName;
}

/** Props the kit declares for the component: its own interface and the kit's interfaces it extends. */
function ownProps(name: string): string[] {
  const type = checker.getDeclaredTypeOfSymbol(resolved(`${name}Props`));
  return checker
    .getPropertiesOfType(type)
    .filter((prop) => (prop.declarations ?? []).some((d) => !d.getSourceFile().fileName.includes('node_modules')))
    .map((prop) => prop.name)
    .sort();
}

test('every public component is guarded, the five of issue 27 among them', () => {
  expect(components.length).toBeGreaterThan(40);
  expect(components).toEqual(
    expect.arrayContaining(['PhoneInput', 'DateRangePicker', 'FileUpload', 'TagInput', 'LoginModal']),
  );
});

describe.each(components)('%s docs page', (name) => {
  test('lists every prop its props type declares, each with a type and a description', () => {
    const doc = docs.get(name);
    expect(doc, `react-docgen-typescript found no ${name}`).toBeDefined();
    const own = ownProps(name);
    expect(own.length).toBeGreaterThan(0);
    expect(Object.keys(doc!.props).sort()).toEqual(expect.arrayContaining(own));
    const undocumented = own.filter((prop) => !doc!.props[prop]?.description.trim());
    expect(undocumented, `${name} props without TSDoc`).toEqual([]);
    for (const prop of own) expect(doc!.props[prop]!.type.name, `${name}.${prop} type`).not.toBe('');
  });

  test('has a guidance page: an MDX beside it, or a section of the Providers page', () => {
    const dir = path.dirname(declaringFile(name));
    const own = readdirSync(dir).some((file) => file.endsWith('.mdx'));
    const providers = readFileSync(path.join(path.dirname(index), 'Providers.mdx'), 'utf8');
    expect(own || providers.includes(`<ArgTypes of={${name}} />`), `${name} has no docs page with guidance`).toBe(true);
  });

  test('summarises the native attributes instead of listing them', () => {
    const rows = Object.keys(docs.get(name)!.props);
    expect(rows).not.toContain('onKeyDown');
    expect(rows).not.toContain('aria-label');
  });
});
