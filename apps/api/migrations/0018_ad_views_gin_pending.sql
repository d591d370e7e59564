-- Ad views move out of the ads row into a table of their own. The views counter was the busiest
-- write on ads (a batch a second on a busy site), and an ads row cannot be updated in place once
-- its page is full: every flush wrote a new version of each viewed ad into all of ads' indexes,
-- twelve of them over words. A word index (GIN) first collects new entries in a pending list,
-- which every search reads in full until a VACUUM merges it: PGlite has no autovacuum, so the list
-- grew to its 4 MB limit and a word search cost 9 ms more than the index itself (13 ms instead of
-- 0.4 ms for 'iphone 13' in Mumbai, at 100k ads).
CREATE TABLE ad_views (
  ad_id bigint PRIMARY KEY REFERENCES ads (id) ON DELETE CASCADE,
  views integer NOT NULL DEFAULT 0
);
INSERT INTO ad_views (ad_id, views) SELECT id, views FROM ads WHERE views > 0;
ALTER TABLE ads DROP COLUMN views;

-- New and edited ads still arrive in the pending lists. Kept at 64 kB instead of 4 MB, a search
-- reads a few pages of them at most, and a write merges them into the index every hundred ads or
-- so (on both engines; a PostgreSQL server's autovacuum also merges them).
ALTER INDEX ads_search_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_featured_search_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_title_trgm_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_search_band0_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_search_band1_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_search_band2_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_search_band3_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_search_band4_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_search_band5_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_search_band6_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_search_band7_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_search_band8_idx SET (gin_pending_list_limit = 64);
ALTER INDEX ads_search_band9_idx SET (gin_pending_list_limit = 64);
ALTER INDEX search_lexicon_trgm_idx SET (gin_pending_list_limit = 64);
ALTER INDEX search_words_trgm_idx SET (gin_pending_list_limit = 64);
