-- Featured-first listings read the featured branch in the order asked, without sorting every
-- featured ad; counting live ads reads a small index instead of the table.
CREATE INDEX ads_featured_created_idx ON ads (created_on DESC, id DESC) WHERE featured AND status = 'active';
CREATE INDEX ads_featured_price_idx ON ads (price, id) WHERE featured AND status = 'active';
CREATE INDEX ads_live_expires_idx ON ads (expires_at) WHERE status = 'active';
