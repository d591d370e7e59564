-- Scope words in the search vector: '@c:<city in lower case>', '@k:<category id>' and
-- '@s:<sub-category id>'. A word search in a city or category then ANDs them inside the GIN
-- index, so only the ads of that scope reach the table. Before, 'delivery' in Kanpur read every
-- 'delivery' ad of the country (25,000 rows at a million ads) to keep the 1,600 in Kanpur.
-- Typed words can never be one of these lexemes: a query is made of letters and digits only.
--
-- PostgreSQL 15 cannot change a generated column's expression, so the column is made anew
-- (its indexes with it).
DROP INDEX IF EXISTS ads_featured_search_idx;
DROP INDEX IF EXISTS ads_search_idx;
ALTER TABLE ads DROP COLUMN search;
ALTER TABLE ads ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, title), 'A')
  || setweight(to_tsvector('simple'::regconfig, coalesce(data ->> 'brand', '')), 'A')
  || setweight(to_tsvector('simple'::regconfig, area || ' ' || city), 'B')
  || setweight(to_tsvector('simple'::regconfig, left(description, 2000)), 'C')
  || array_to_tsvector(array_remove(ARRAY[
       '@c:' || lower(city),
       '@k:' || category_id::text,
       '@s:' || sub_category_id::text
     ], NULL))
) STORED;
CREATE INDEX ads_search_idx ON ads USING gin (search);
CREATE INDEX ads_featured_search_idx ON ads USING gin (search) WHERE featured AND status = 'active';
ANALYZE ads;
