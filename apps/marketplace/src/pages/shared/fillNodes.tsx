import { Fragment, type ReactNode } from 'react';
import { fill } from './fill';

/**
 * A text constant with its `{name}` placeholders replaced by elements (a link, a site setting), so a
 * sentence with a link inside stays one string that a translation can reorder. As with `fill`, a
 * missing value leaves the place empty.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  // The one filler puts a marker (a private-use character) where each element goes (a message may be compiled, and plurals
  // are its to choose); splitting on a capturing group puts the names at the odd indexes.
  const marked = fill(template, Object.fromEntries(Object.keys(values).map((name) => [name, `\uE000${name}\uE000`])));
  return marked
    .split(/\uE000(\w+)\uE000/)
    .map((part, i) => (i % 2 ? values[part] : part))
    .map((node, i) => (node === '' || node == null ? null : <Fragment key={i}>{node}</Fragment>));
}
