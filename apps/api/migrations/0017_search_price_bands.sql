-- A word search sorted by price reads its matches one price band at a time, cheapest (or
-- dearest) band first, and stops at the band that fills the page: each band has its own small
-- word index, so 'delivery' by price reads the delivery ads under ₹200 instead of all 25,000 of
-- them (at a million ads). The bands are PRICE_BANDS in
-- src/features/search/priceBands.ts; the conditions there must stay the same literals as these.
-- Ten bands of roughly a tenth of the ads each; together their indexes are the size of one
-- index over every ad.
CREATE INDEX ads_search_band0_idx ON ads USING gin (search) WHERE status = 'active' AND price < 200;
CREATE INDEX ads_search_band1_idx ON ads USING gin (search) WHERE status = 'active' AND price >= 200 AND price < 1000;
CREATE INDEX ads_search_band2_idx ON ads USING gin (search) WHERE status = 'active' AND price >= 1000 AND price < 3000;
CREATE INDEX ads_search_band3_idx ON ads USING gin (search) WHERE status = 'active' AND price >= 3000 AND price < 7000;
CREATE INDEX ads_search_band4_idx ON ads USING gin (search) WHERE status = 'active' AND price >= 7000 AND price < 15000;
CREATE INDEX ads_search_band5_idx ON ads USING gin (search) WHERE status = 'active' AND price >= 15000 AND price < 30000;
CREATE INDEX ads_search_band6_idx ON ads USING gin (search) WHERE status = 'active' AND price >= 30000 AND price < 70000;
CREATE INDEX ads_search_band7_idx ON ads USING gin (search) WHERE status = 'active' AND price >= 70000 AND price < 200000;
CREATE INDEX ads_search_band8_idx ON ads USING gin (search) WHERE status = 'active' AND price >= 200000 AND price < 1000000;
CREATE INDEX ads_search_band9_idx ON ads USING gin (search) WHERE status = 'active' AND price >= 1000000;
