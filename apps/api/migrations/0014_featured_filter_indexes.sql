-- The featured branch of a filtered listing reads only featured ads of that category and/or
-- city, in date order. The old index on featured_until led the planner to fetch and sort every
-- featured ad, so it goes.
DROP INDEX IF EXISTS ads_featured_idx;
CREATE INDEX ads_featured_cat_created_idx ON ads (category_id, created_on DESC, id DESC) WHERE featured AND status = 'active';
CREATE INDEX ads_featured_city_created_idx ON ads (lower(city), created_on DESC, id DESC) WHERE featured AND status = 'active';
CREATE INDEX ads_featured_cat_city_created_idx ON ads (category_id, lower(city), created_on DESC, id DESC) WHERE featured AND status = 'active';
