-- Admin moderation: blocked accounts, ads an admin took down (or set aside with a blocked owner),
-- the reports queue's decisions, and an append-only log of every admin action.

-- A blocked account is inactive (every check of is_active already shuts it out) with a reason,
-- which it is told when it tries to sign in.
ALTER TABLE users ADD COLUMN blocked_reason text;

-- An ad held by moderation reads as removed; held_status is what it was, so restoring it (or
-- unblocking its owner) brings back exactly that. held_by says who holds it: an admin's removal,
-- or its owner's block. Search and listings need no change: they show active ads only.
ALTER TABLE ads
  ADD COLUMN held_status text CHECK (held_status IN ('active', 'sold', 'expired')),
  ADD COLUMN held_by text CHECK (held_by IN ('admin', 'block')),
  -- The latest admin reason its owner sees (removed, or featuring ended); cleared on restore.
  ADD COLUMN moderation_reason text,
  ADD CONSTRAINT ads_held_check CHECK ((held_by IS NULL) = (held_status IS NULL));
CREATE INDEX ads_held_owner_idx ON ads (owner_id) WHERE held_by IS NOT NULL;

-- Reports are actioned or dismissed by an admin, with a note. Nothing wrote 'resolved'; any such
-- row reads as actioned.
ALTER TABLE reports DROP CONSTRAINT reports_status_check;
UPDATE reports SET status = 'actioned' WHERE status = 'resolved';
ALTER TABLE reports
  ADD CONSTRAINT reports_status_check CHECK (status IN ('open', 'actioned', 'dismissed')),
  ADD COLUMN note text NOT NULL DEFAULT '',
  ADD COLUMN handled_by bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN handled_on timestamptz;
CREATE INDEX reports_queue_idx ON reports ((status = 'open') DESC, created_on DESC, id DESC);
CREATE INDEX reports_open_ad_idx ON reports (ad_id) WHERE status = 'open' AND ad_id IS NOT NULL;

-- Who did what to which target, why, and when. Rows are only ever added: an admin account with
-- rows cannot be deleted, and UPDATE, DELETE and TRUNCATE raise.
CREATE TABLE admin_audit (
  id bigserial PRIMARY KEY,
  admin_id bigint NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  action text NOT NULL CHECK (action ~ '^[a-z]+\.[a-z_]+$'),  -- user.block, ad.remove, wallet.adjust …
  target_type text NOT NULL CHECK (target_type IN ('user', 'ad', 'report', 'banner')),
  target_id bigint NOT NULL,
  reason text NOT NULL,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_on timestamptz NOT NULL
);
CREATE INDEX admin_audit_created_idx ON admin_audit (created_on DESC, id DESC);
CREATE INDEX admin_audit_target_idx ON admin_audit (target_type, target_id, created_on DESC, id DESC);
CREATE INDEX admin_audit_action_idx ON admin_audit (action, created_on DESC, id DESC);

CREATE FUNCTION admin_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only';
END
$$;
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_append_only();
