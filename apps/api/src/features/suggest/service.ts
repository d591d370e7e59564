import type { SearchWord } from '@haat/contract';
import type { AppContext } from '../../context';
import { likeEscape } from '../../db/like';
import { flushSearchWords } from '../search/searchWords';
import { normaliseSearch } from '../search/text';

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
  const { rows } = await ctx.db.query<SearchWord>(
    `WITH src AS (
       SELECT c.title AS label, '' AS search, c.slug AS category, lower(c.title) AS key, 3 AS kind FROM categories c
       UNION ALL
       SELECT s.title, lower(s.title), c.slug, lower(s.title), 2 FROM sub_categories s JOIN categories c ON c.id = s.category_id
       UNION ALL
       (SELECT DISTINCT ON (lower(b.name)) b.name, lower(b.name),
               CASE WHEN b.type IN ('cars', 'bikes', 'scooters') THEN 'Cars+Bikes' ELSE 'Mobiles+Tablets' END,
               lower(b.name), 1
          FROM brands b ORDER BY lower(b.name), b.type)
       UNION ALL
       SELECT w.word, w.word, c.slug, w.word, 0 FROM search_words w LEFT JOIN categories c ON c.id = w.category_id
        WHERE w.word LIKE $2 OR w.word LIKE $3 OR w.word % $1
       UNION ALL
       -- Words of ad titles and brands, for type-ahead before anyone has searched them.
       (SELECT l.word, l.word, NULL, l.word, -1 FROM search_lexicon l
         WHERE length($1) >= 2 AND l.word >= $1 COLLATE "C" AND l.word < ($1 || chr(1114111)) COLLATE "C"
         ORDER BY l.word LIMIT 10)
     ),
     matched AS (
       SELECT DISTINCT ON (src.key, src.category) src.label, src.search, src.category, src.kind,
              coalesce(w.hits, 0) AS hits,
              (src.key LIKE $2) AS starts, (src.key LIKE $3) AS word_starts, similarity(src.key, $1) AS sim
         FROM src LEFT JOIN search_words w ON w.word = src.key
        WHERE src.key LIKE $2 OR src.key LIKE $3 OR (length($1) >= 3 AND similarity(src.key, $1) >= 0.4)
        ORDER BY src.key, src.category, src.kind DESC
     )
     SELECT label, search, category FROM matched
      ORDER BY (starts OR word_starts) DESC, hits DESC, kind DESC, sim DESC, label
      LIMIT 10`,
    [q, prefix, wordPrefix],
  );
  return rows;
}
