/** A text constant with its `{name}` placeholders replaced; a missing value leaves the place empty. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
