import type { Queryable } from '../../db/client';
import { getFresh, putFresh } from '../../http/freshCache';
import { DEVANAGARI, devanagariToLatin } from './devanagari';
import { englishFor, hindiKeysFor } from './hindiWords';

/** Words too common in classifieds queries to require ('iphone for sale' means 'iphone'). */
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'for',
  'in',
  'at',
  'of',
  'with',
  'to',
  'on',
  'near',
  'sale',
  'buy',
  'sell',
  // The same in Hindi: 'फ्रिज बेचना है' means 'फ्रिज'.
  'है',
  'हैं',
  'का',
  'की',
  'के',
  'में',
  'से',
  'और',
  'या',
  'को',
  'पर',
  'लिए',
  'बेचना',
  'बेचनी',
  'बेचने',
  'बिक्री',
  'खरीदना',
  'चाहिए',
]);

/**
 * Lower-case letter/digit tokens of a query, at most 8. Marks belong to their word: a Devanagari
 * vowel sign or virama is a mark (बाइक is ब, ा, इ, क), and zero-width joiners are typing artefacts.
 */
function tokenize(search: string): string[] {
  const words =
    search
      .toLowerCase()
      .normalize('NFKC')
      .replace(/[\u200c\u200d]/g, '')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return (kept.length ? kept : words).slice(0, 8);
}

/** A quoted lexeme; quotes and backslashes inside are doubled, as tsquery syntax wants. */
export const lexeme = (w: string) => `'${w.replace(/['\\]/g, '$&$&')}'`;

/**
 * A `to_tsquery('simple', …)` text for a typed query: every word as itself OR'd with the words of
 * titles and brands it begins (type-ahead and plurals: 'iphon' → iphone, 'sofa' → sofas), with
 * close spellings from that vocabulary when a word begins none (pg_trgm similarity: 'hondaa' →
 * honda), and the words written together ('i phone' → iphone). Numbers and words under 3 letters
 * match as typed ('13' is not '1350'). Exact words, not `:*` prefixes: a GIN prefix match first
 * gathers every entry it covers into a bitmap, much more work for a common word.
 * A Devanagari word also matches its Hindi stem, its Latin key and the English words the catalogue's
 * vocabulary has for it (फ्रिज → frij, fridge, refrigerator), and an English word the keys of its
 * Hindi words ('bike' → baik): see docs/search.md, "Hindi and Devanagari".
 * `any` is the same words OR'd, for a search of several words that no ad has together ('casio
 * watch' where nobody sells a Casio watch: Casio keyboards and other watches); null for one
 * word, or when a word is nothing the vocabulary knows or is close to ('redmi noet': then the
 * titles' trigram similarity is the better guess).
 * Returns null when the query has no words.
 */
export async function buildTsQuery(db: Queryable, search: string): Promise<TsQueries | null> {
  const key = tokenize(search).join(' ');
  const now = performance.now();
  let cache = tsQueryCaches.get(db);
  if (!cache) tsQueryCaches.set(db, (cache = new Map()));
  const hit = getFresh(cache, key, now, TSQUERY_CACHE_MS);
  if (hit) return hit.q;
  const q = await expand(db, search);
  putFresh(cache, key, { q, at: now }, TSQUERY_CACHE_MS, 5000);
  return q;
}

/** Expansions change only as new words arrive; keep them briefly per database. */
const TSQUERY_CACHE_MS = 30_000;
const tsQueryCaches = new WeakMap<Queryable, Map<string, { q: TsQueries | null; at: number }>>();

export interface TsQueries {
  /** Every word (or its alternatives). */
  all: string;
  /** Any of the words, when each is one the vocabulary knows or corrects. */
  any: string | null;
  /**
   * Any of the words the vocabulary knows or corrects, when another is neither: the title
   * trigram fallback for 'redmi noet' then checks only ads with 'redmi', not every title.
   */
  recognised: string | null;
}

async function expand(db: Queryable, search: string): Promise<TsQueries | null> {
  const tokens = tokenize(search);
  if (!tokens.length) return null;
  const joined = tokens.length > 1 ? tokens.join('') : null;
  const hindi = hindiReadings(tokens);
  const probe = [
    ...new Set([
      ...tokens,
      ...(joined ? [joined] : []),
      ...[...hindi.values()].flatMap((h) => [...(h.key ? [h.key] : []), ...h.english]),
    ]),
  ];
  const { rows } = await db.query<{
    tok: string;
    exact: boolean;
    completions: string[];
    fixes: string[];
    stems: string[];
  }>(
    `SELECT t.tok,
            EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word = t.tok) AS exact,
            ARRAY(SELECT l.word FROM search_lexicon l
                   WHERE length(t.tok) >= 3 AND t.tok !~ '^[0-9]+$'
                     AND l.word > t.tok COLLATE "C" AND l.word < (t.tok || chr(1114111)) COLLATE "C"
                   ORDER BY length(l.word), l.word LIMIT ${COMPLETIONS}) AS completions,
            ARRAY(SELECT l.word FROM search_lexicon l
                   WHERE length(t.tok) >= 3 AND l.word % t.tok AND similarity(l.word, t.tok) >= 0.4
                   ORDER BY similarity(l.word, t.tok) DESC, l.word LIMIT 3) AS fixes,
            CASE WHEN t.tok ~ '[\u0900-\u097f]'
                 THEN tsvector_to_array(to_tsvector('haat_hindi'::regconfig, t.tok)) ELSE '{}' END AS stems
       FROM unnest($1::text[]) AS t(tok)`,
    [probe],
  );
  const info = new Map(rows.map((r) => [r.tok, { ...r, known: r.exact || r.completions.length > 0 }]));
  /** A word as typed, the vocabulary's words it begins, and its close spellings when it begins none. */
  const words = (tok: string) => {
    const r = info.get(tok);
    return [...new Set([tok, ...(r?.completions ?? []), ...(r && !r.known ? r.fixes : [])])];
  };
  /** What a typed word stands for: itself, and for a Hindi word its stem, Latin key and English words. */
  const readings = (tok: string) => {
    const h = hindi.get(tok);
    return h ? [tok, ...(h.key ? [h.key] : []), ...h.english] : [tok];
  };
  /**
   * Every lexeme a typed word matches. Hindi ads carry the Latin keys of their words, so an English
   * word also matches its Hindi words' keys ('bike' → baik, the key of बाइक).
   */
  const spellings = (tok: string) => {
    const all = [...readings(tok).flatMap(words), ...(info.get(tok)?.stems ?? [])];
    return [...new Set([...all, ...all.flatMap(hindiKeysFor)])];
  };
  const alternatives = (tok: string) => {
    const alts = spellings(tok).map(lexeme);
    return alts.length > 1 ? `(${alts.join(' | ')})` : alts[0]!;
  };
  const known = (tok: string) => readings(tok).some((w) => info.get(w)?.known);
  /** Typed words the vocabulary knows, or has a close spelling of. */
  const recognised = tokens.filter((t) => known(t) || readings(t).some((w) => (info.get(w)?.fixes.length ?? 0) > 0));
  const everyWord = recognised.length === tokens.length;
  return {
    all: withTogether(tokens.map(alternatives).join(' & ')),
    any: tokens.length > 1 && everyWord ? tokens.map(alternatives).join(' | ') : null,
    recognised: !everyWord && recognised.length ? recognised.map(alternatives).join(' | ') : null,
  };

  /** The words written together as another way to match all of them ('i phone' → iphone). */
  function withTogether(all: string): string {
    const together = joined ? info.get(joined) : undefined;
    if (!joined || !together) return all;
    if (together.known) return `(${all}) | ${alternatives(joined)}`;
    // A close spelling of the words written together counts only when it is none of the typed
    // words again: 'iphone13' is close to 'iphone', and taking that would turn 'iphone 13' into
    // every iPhone ('honda city' into every Honda, 'wedding photographer' into every photographer).
    const single = new Set(tokens.flatMap(spellings));
    const fixes = together.fixes.filter((f) => !single.has(f) && !tokens.some((t) => t.length >= 3 && f.includes(t)));
    return fixes.length ? `(${all}) | ${[joined, ...fixes].map(lexeme).join(' | ')}` : all;
  }
}

/**
 * Each Devanagari word of a query, read as Hindi: its Latin key (what Hindi ads' search vectors and
 * the vocabulary carry, migration 0037) and the English words sellers write for it.
 */
function hindiReadings(tokens: string[]) {
  const out = new Map<string, { key: string; english: string[] }>();
  for (const tok of tokens) {
    if (!DEVANAGARI.test(tok)) continue;
    const key = devanagariToLatin(tok).replace(/ /g, '');
    out.set(tok, { key, english: key ? englishFor(key).filter((e) => e !== key) : [] });
  }
  return out;
}

/** Words a typed word may begin, at most (the shortest first: plurals before compounds). */
const COMPLETIONS = 8;

/** A search as stored for suggestions: lower case, single spaces. */
export function normaliseSearch(search: string): string {
  return search.toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The scope words every ad's search vector carries (migration 0016): its city in lower case,
 * category and sub-category. A word search ANDs them into its query, so the GIN index, not the
 * table, narrows a search to a city or category. Cities outside plain ASCII are left to the
 * `lower(city)` condition alone, where JavaScript's and PostgreSQL's lower case could differ.
 */
export const scopeWord = {
  city: (city: string) => (/^[\x20-\x7e]+$/.test(city) ? `@c:${city.toLowerCase()}` : null),
  category: (id: number) => `@k:${id}`,
  subCategory: (id: number) => `@s:${id}`,
};
