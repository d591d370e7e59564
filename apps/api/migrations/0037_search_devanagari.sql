-- Search that understands Devanagari (docs/search.md, "Hindi and Devanagari").
--
-- 1. haat_devanagari_latin(text): every Devanagari word as Hindi speakers write it in Latin
--    letters ('बाइक' → baik, 'गाड़ी' → gadi, 'कमरा' → kamra), a lossy phonetic key. The same rules
--    are src/features/search/devanagari.ts, which turns a Devanagari query into the same keys;
--    devanagari.test.ts holds the two to the same answers.
-- 2. haat_hindi: a text search configuration that stems Devanagari words with the Snowball Hindi
--    stemmer (किताबें → किताब) and ignores everything else ('simple' already keeps every word).
-- 3. The search vector gains, for ads with Devanagari in them, the Hindi stems and the Latin keys
--    (title and brand at weight A, the description at C). Latin ads are unchanged: one regular
--    expression test per column (in the expression, so no function is called), no extra lexemes.
--    The vector is still a generated column, so an ad and its words are written in one statement.
-- 4. The vocabulary of titles and brands (search_lexicon) gains the Latin keys, for completions
--    and close spellings in Latin letters of words written in Devanagari.

CREATE FUNCTION haat_devanagari_word(c text[], v text[], inh boolean[], t text[]) RETURNS text
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  n int := coalesce(array_length(c, 1), 0);
  out text := '';
BEGIN
  -- The inherent 'a' goes at the end of a word unless a cluster comes before it (कार → kar,
  -- मित्र → mitra), and between a vowel and a consonant with a vowel, right to left (कमरा → kamra).
  IF n > 1 AND inh[n] AND t[n] = '' AND v[n - 1] IS NOT NULL THEN
    v[n] := NULL;
  END IF;
  FOR i IN REVERSE n - 1 .. 2 LOOP
    IF inh[i] AND t[i] = '' AND v[i - 1] IS NOT NULL AND c[i + 1] <> '' AND v[i + 1] IS NOT NULL THEN
      v[i] := NULL;
    END IF;
  END LOOP;
  FOR i IN 1 .. n LOOP
    out := out || c[i] || coalesce(v[i], '') || t[i];
  END LOOP;
  RETURN out;
END
$$;

-- The functions the search vector calls carry their own search_path: a restore of pg_dump's output
-- runs with an empty one, and computes every ad's generated vector with it.
CREATE FUNCTION haat_devanagari_latin(input text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT AS $$
DECLARE
  consonants constant jsonb := '{"\u0915":"k","\u0916":"kh","\u0917":"g","\u0918":"gh","\u0919":"n","\u091a":"ch","\u091b":"ch","\u091c":"j","\u091d":"jh","\u091e":"n","\u091f":"t","\u0920":"th","\u0921":"d","\u0922":"dh","\u0923":"n","\u0924":"t","\u0925":"th","\u0926":"d","\u0927":"dh","\u0928":"n","\u0929":"n","\u092a":"p","\u092b":"f","\u092c":"b","\u092d":"bh","\u092e":"m","\u092f":"y","\u0930":"r","\u0931":"r","\u0932":"l","\u0933":"l","\u0934":"l","\u0935":"v","\u0936":"sh","\u0937":"sh","\u0938":"s","\u0939":"h","\u0958":"k","\u0959":"kh","\u095a":"g","\u095b":"z","\u095c":"d","\u095d":"dh","\u095e":"f","\u095f":"y"}';
  vowels constant jsonb := '{"\u0905":"a","\u0906":"a","\u0907":"i","\u0908":"i","\u0909":"u","\u090a":"u","\u090b":"ri","\u0960":"ri","\u090c":"li","\u090f":"e","\u090d":"e","\u090e":"e","\u0910":"ai","\u0913":"o","\u0911":"o","\u0912":"o","\u0914":"au","\u093e":"a","\u093f":"i","\u0940":"i","\u0941":"u","\u0942":"u","\u0943":"ri","\u0944":"ri","\u0947":"e","\u0945":"e","\u0946":"e","\u0948":"ai","\u094b":"o","\u0949":"o","\u094a":"o","\u094c":"au"}';
  signs constant text := E'\u093e\u093f\u0940\u0941\u0942\u0943\u0944\u0947\u0945\u0946\u0948\u094b\u0949\u094a\u094c';
  tails constant jsonb := '{"\u0902":"n","\u0901":"n","\u0903":"h"}';
  digits constant text := E'\u0966\u0967\u0968\u0969\u096a\u096b\u096c\u096d\u096e\u096f';
  words text[] := '{}';
  c text[] := '{}';
  v text[] := '{}';
  inh boolean[] := '{}';
  t text[] := '{}';
  n int := 0;
  num text := '';
  ch text;
  kind text;
  w text;
BEGIN
  IF input !~ '[\u0900-\u097f]' THEN
    RETURN '';
  END IF;
  FOR i IN 1 .. length(input) + 1 LOOP
    ch := substr(input, i, 1);
    kind := CASE
      WHEN ch = '' THEN 'other'
      WHEN position(ch IN digits) > 0 THEN 'digit'
      WHEN ch ~ '[\u0900-\u097f]' THEN 'letter'
      WHEN ch IN (E'\u200c', E'\u200d') THEN 'joiner'
      ELSE 'other'
    END;
    IF (kind = 'digit' AND n > 0) OR (kind = 'letter' AND num <> '') OR kind = 'other' THEN
      IF n > 0 THEN
        w := haat_devanagari_word(c, v, inh, t);
        IF w <> '' THEN
          words := words || w;
        END IF;
      END IF;
      IF num <> '' THEN
        words := words || num;
      END IF;
      n := 0;
      c := '{}';
      v := '{}';
      inh := '{}';
      t := '{}';
      num := '';
    END IF;
    IF kind = 'digit' THEN
      num := num || (position(ch IN digits) - 1)::text;
    ELSIF kind = 'letter' THEN
      IF consonants ? ch THEN
        n := n + 1;
        c[n] := consonants ->> ch;
        v[n] := 'a';
        inh[n] := true;
        t[n] := '';
      ELSIF position(ch IN signs) > 0 THEN
        IF n > 0 AND c[n] <> '' AND inh[n] THEN
          v[n] := vowels ->> ch;
          inh[n] := false;
        ELSE
          n := n + 1;
          c[n] := '';
          v[n] := vowels ->> ch;
          inh[n] := false;
          t[n] := '';
        END IF;
      ELSIF vowels ? ch THEN
        n := n + 1;
        c[n] := '';
        v[n] := vowels ->> ch;
        inh[n] := false;
        t[n] := '';
      ELSIF ch = E'\u094d' THEN
        IF n > 0 AND c[n] <> '' AND inh[n] THEN
          v[n] := NULL;
          inh[n] := false;
        END IF;
      ELSIF ch = E'\u093c' THEN
        IF n > 0 AND c[n] = 'j' THEN
          c[n] := 'z';
        END IF;
      ELSIF tails ? ch THEN
        IF n > 0 THEN
          t[n] := t[n] || (tails ->> ch);
        ELSE
          n := n + 1;
          c[n] := '';
          v[n] := NULL;
          inh[n] := false;
          t[n] := tails ->> ch;
        END IF;
      END IF;
    END IF;
  END LOOP;
  RETURN array_to_string(words, ' ');
END
$$;

CREATE TEXT SEARCH CONFIGURATION haat_hindi (PARSER = pg_catalog.default);
ALTER TEXT SEARCH CONFIGURATION haat_hindi ADD MAPPING FOR word, hword, hword_part WITH hindi_stem;

-- Hindi stems and Latin keys of a text's Devanagari words; nothing for a text without any.
CREATE FUNCTION haat_devanagari_search(body text) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path FROM CURRENT AS $$
  SELECT CASE WHEN body ~ '[\u0900-\u097f]'
    THEN to_tsvector('haat_hindi'::regconfig, body) || to_tsvector('simple'::regconfig, haat_devanagari_latin(body))
    ELSE ''::tsvector END
$$;

-- PostgreSQL 15 cannot change a generated column's expression: the column and its word indexes
-- are made anew, as in 0016 (the price bands of 0017, the pending lists of 0018).
DROP INDEX IF EXISTS ads_featured_search_idx;
DROP INDEX IF EXISTS ads_search_idx;
ALTER TABLE ads DROP COLUMN search;
ALTER TABLE ads ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, title), 'A')
  || setweight(to_tsvector('simple'::regconfig, coalesce(data ->> 'brand', '')), 'A')
  || CASE WHEN (title || ' ' || coalesce(data ->> 'brand', '')) ~ '[\u0900-\u097f]'
       THEN setweight(haat_devanagari_search(title || ' ' || coalesce(data ->> 'brand', '')), 'A')
       ELSE ''::tsvector END
  || setweight(to_tsvector('simple'::regconfig, area || ' ' || city), 'B')
  || setweight(to_tsvector('simple'::regconfig, left(description, 2000)), 'C')
  || CASE WHEN left(description, 2000) ~ '[\u0900-\u097f]'
       THEN setweight(haat_devanagari_search(left(description, 2000)), 'C')
       ELSE ''::tsvector END
  || array_to_tsvector(array_remove(ARRAY[
       '@c:' || lower(city),
       '@k:' || category_id::text,
       '@s:' || sub_category_id::text
     ], NULL))
) STORED;
CREATE INDEX ads_search_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64);
CREATE INDEX ads_featured_search_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64)
  WHERE featured AND status = 'active';
CREATE INDEX ads_search_band0_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64) WHERE status = 'active' AND price < 200;
CREATE INDEX ads_search_band1_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64) WHERE status = 'active' AND price >= 200 AND price < 1000;
CREATE INDEX ads_search_band2_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64) WHERE status = 'active' AND price >= 1000 AND price < 3000;
CREATE INDEX ads_search_band3_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64) WHERE status = 'active' AND price >= 3000 AND price < 7000;
CREATE INDEX ads_search_band4_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64) WHERE status = 'active' AND price >= 7000 AND price < 15000;
CREATE INDEX ads_search_band5_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64) WHERE status = 'active' AND price >= 15000 AND price < 30000;
CREATE INDEX ads_search_band6_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64) WHERE status = 'active' AND price >= 30000 AND price < 70000;
CREATE INDEX ads_search_band7_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64) WHERE status = 'active' AND price >= 70000 AND price < 200000;
CREATE INDEX ads_search_band8_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64) WHERE status = 'active' AND price >= 200000 AND price < 1000000;
CREATE INDEX ads_search_band9_idx ON ads USING gin (search) WITH (gin_pending_list_limit = 64) WHERE status = 'active' AND price >= 1000000;

CREATE OR REPLACE FUNCTION ads_lexicon_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_lexicon (word)
  SELECT DISTINCT w
    FROM (SELECT n.title || ' ' || coalesce(n.data ->> 'brand', '') AS words FROM new_rows n) n,
         unnest(tsvector_to_array(
           to_tsvector('simple'::regconfig, n.words)
           || CASE WHEN n.words ~ '[\u0900-\u097f]'
                THEN to_tsvector('simple'::regconfig, haat_devanagari_latin(n.words)) ELSE ''::tsvector END
         )) AS w
   WHERE length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;

INSERT INTO search_lexicon (word)
SELECT DISTINCT w
  FROM ads a,
       unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
         haat_devanagari_latin(a.title || ' ' || coalesce(a.data ->> 'brand', ''))))) AS w
 WHERE (a.title || ' ' || coalesce(a.data ->> 'brand', '')) ~ '[\u0900-\u097f]'
   AND length(w) BETWEEN 3 AND 40 AND w !~ '^[0-9]+$'
ON CONFLICT (word) DO NOTHING;
ANALYZE ads;
