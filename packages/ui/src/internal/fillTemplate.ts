/** `template` with each `{key}` replaced by `values[key]` (`''` when missing): `'{n} views'` → `'128 views'`. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => String(values[key] ?? ''));
}
