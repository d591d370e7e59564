/**
 * `text` cut to its first `max` grapheme clusters (what a reader sees as one character: "क्षि",
 * "👍🏽", "🇮🇳") with `ellipsis` after them, or `text` itself when it is no longer than that. Cutting
 * by UTF-16 unit or code point would split a Devanagari conjunct or an emoji sequence in two.
 */
export function truncateGraphemes(text: string, max: number, ellipsis = '…'): string {
  const limit = Math.max(0, Math.floor(max));
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let kept = '';
  let count = 0;
  for (const { segment } of segmenter.segment(text)) {
    if (count === limit) return kept.trimEnd() + ellipsis;
    kept += segment;
    count += 1;
  }
  return text;
}
