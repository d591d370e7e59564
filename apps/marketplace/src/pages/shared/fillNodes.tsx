import { Fragment, type ReactNode } from 'react';

/**
 * A text constant with its `{name}` placeholders replaced by elements (a link, a site setting), so a
 * sentence with a link inside stays one string that a translation can reorder. As with `fill`, a
 * missing value leaves the place empty.
 */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  // Splitting on a capturing group puts the placeholder names at the odd indexes.
  return template
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 ? values[part] : part))
    .map((node, i) => (node === '' || node == null ? null : <Fragment key={i}>{node}</Fragment>));
}
