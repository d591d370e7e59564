/** Splits typed or pasted text into tags: on commas, semicolons and new lines; trimmed; empty ones dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** `tags` plus `added`, skipping any already there (case-insensitively) and repeats within `added`. */
export function addTags(tags: readonly string[], added: readonly string[]): string[] {
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  const next = [...tags];
  for (const tag of added) {
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    next.push(tag);
  }
  return next;
}
