import type { SearchWord } from '@haat/contract';
import type { AppContext } from '../../context';
import { likeEscape } from '../../db/like';
import { flushSearchWords } from '../search/searchWords';
import { normaliseSearch } from '../search/text';
import { allSlugs, categoryTitle, nameOfSlug, subCategoryTitle } from '../ads/categoryText';
import { currentLanguage } from '@haat/ui/text';

/**
 * Up to 10 suggestions for what is typed: categories, sub-categories, brands and what people
 * searched before, matched by prefix (of any word) or trigram similarity (typos), ranked by how
 * often each was searched. With nothing typed: the most searched words.
 */
export async function suggest(ctx: AppContext, typed: string): Promise<SearchWord[]> {
  await flushSearchWords(ctx);
  const q = normaliseSearch(typed);
  if (!q) {
    const { rows } = await ctx.db.query<SearchWord>(
      `SELECT w.word AS label, w.word AS search, c.slug AS category
         FROM search_words w LEFT JOIN categories c ON c.id = w.category_id
        ORDER BY w.hits DESC, w.word LIMIT 10`,
    );
    return rows;
  }
  const prefix = `${likeEscape(q)}%`;
  const wordPrefix = `% ${likeEscape(q)}%`;
  // In another language, categories and sub-categories are also found by their names in it
  // ("मोबा" finds मोबाइल फ़ोन); a sub-category's search stays its English title, which finds its ads.
  const names = localNames();
  const { rows } = await ctx.db.query<SearchWord & { kind: number; slug: string | null }>(
    `WITH src AS (
       SELECT c.title AS label, '' AS search, c.slug AS category, lower(c.title) AS key, 3 AS kind, c.slug AS slug
         FROM categories c
       UNION ALL
       SELECT s.title, lower(s.title), c.slug, lower(s.title), 2, s.slug
         FROM sub_categories s JOIN categories c ON c.id = s.category_id
       UNION ALL
       SELECT n.name, '', c.slug, lower(n.name), 3, c.slug
         FROM unnest($4::text[], $5::text[]) AS n(slug, name) JOIN categories c ON c.slug = n.slug
       UNION ALL
       SELECT n.name, lower(s.title), c.slug, lower(n.name), 2, s.slug
         FROM unnest($4::text[], $5::text[]) AS n(slug, name)
         JOIN sub_categories s ON s.slug = n.slug JOIN categories c ON c.id = s.category_id
       UNION ALL
       (SELECT DISTINCT ON (lower(b.name)) b.name, lower(b.name),
               CASE WHEN b.type IN ('cars', 'bikes', 'scooters') THEN 'Cars+Bikes' ELSE 'Mobiles+Tablets' END,
               lower(b.name), 1, NULL
          FROM brands b ORDER BY lower(b.name), b.type)
       UNION ALL
       SELECT w.word, w.word, c.slug, w.word, 0, NULL FROM search_words w LEFT JOIN categories c ON c.id = w.category_id
        WHERE w.word LIKE $2 OR w.word LIKE $3 OR w.word % $1
       UNION ALL
       -- Words of ad titles and brands, for type-ahead before anyone has searched them.
       (SELECT l.word, l.word, NULL, l.word, -1, NULL FROM search_lexicon l
         WHERE length($1) >= 2 AND l.word >= $1 COLLATE "C" AND l.word < ($1 || chr(1114111)) COLLATE "C"
         ORDER BY l.word LIMIT 10)
     ),
     matched AS (
       SELECT DISTINCT ON (src.key, src.category) src.label, src.search, src.category, src.kind, src.slug,
              coalesce(w.hits, 0) AS hits,
              (src.key LIKE $2) AS starts, (src.key LIKE $3) AS word_starts, similarity(src.key, $1) AS sim
         FROM src LEFT JOIN search_words w ON w.word = src.key
        WHERE src.key LIKE $2 OR src.key LIKE $3 OR (length($1) >= 3 AND similarity(src.key, $1) >= 0.4)
        ORDER BY src.key, src.category, src.kind DESC
     )
     SELECT label, search, category, kind, slug FROM matched
      ORDER BY (starts OR word_starts) DESC, hits DESC, kind DESC, sim DESC, label
      LIMIT 10`,
    [q, prefix, wordPrefix, names.map(([slug]) => slug), names.map(([, name]) => name)],
  );
  // A category or sub-category is named in the reader's language, however it was matched; the
  // same one matched twice (by both names) is listed once.
  const seen = new Set<string>();
  return rows.flatMap(({ label, search, category, kind, slug }) => {
    const name = slug === null ? label : kind === 3 ? categoryTitle(slug, label) : subCategoryTitle(slug, label);
    const id = `${kind}:${slug ?? label}:${category ?? ''}`;
    if (slug !== null && seen.has(id)) return [];
    seen.add(id);
    return [{ label: name, search, category }];
  });
}

/** Every category's and sub-category's name in the current language, by slug; none in English. */
function localNames(): [string, string][] {
  const { locale } = currentLanguage();
  if (locale === 'en-IN') return [];
  // The catalogue is read once per language (it changes only with a new build), not per request.
  let names = namesByLocale.get(locale);
  if (!names) {
    names = allSlugs().flatMap((slug) => {
      const name = nameOfSlug(slug);
      return name ? [[slug, name] as [string, string]] : [];
    });
    namesByLocale.set(locale, names);
  }
  return names;
}
const namesByLocale = new Map<string, [string, string][]>();
