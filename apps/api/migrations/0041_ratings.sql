-- "Sold to whom?" and ratings after a deal (issue 41). A seller marking an ad sold may name the
-- buyer, one of those who chatted about it; undoing the sale clears it. A chat has a deal when an
-- offer in it was accepted or its ad was sold to its buyer, and then each side may rate the other
-- once for it: one row per chat and author, kept even when an admin removes it (so it is not given
-- again), never deleted by its subject.
ALTER TABLE ads ADD COLUMN sold_to_id bigint REFERENCES users (id) ON DELETE SET NULL;

CREATE TABLE ratings (
  id bigserial PRIMARY KEY,
  chat_id bigint NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
  author_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  subject_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  author_role text NOT NULL CHECK (author_role IN ('buyer', 'seller')),
  stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  text text NOT NULL DEFAULT '' CHECK (char_length(text) <= 500),
  created_on timestamptz NOT NULL,
  edited_on timestamptz,
  reply text CHECK (char_length(reply) <= 500),
  replied_on timestamptz,
  removed_on timestamptz,
  CHECK (author_id <> subject_id)
);
CREATE UNIQUE INDEX ratings_one_per_deal ON ratings (chat_id, author_id);
CREATE INDEX ratings_subject_idx ON ratings (subject_id, created_on DESC, id DESC) WHERE removed_on IS NULL;

-- Admins remove ratings that break the rules, audited like their other actions.
ALTER TABLE admin_audit DROP CONSTRAINT admin_audit_target_type_check;
ALTER TABLE admin_audit ADD CONSTRAINT admin_audit_target_type_check
  CHECK (target_type IN ('user', 'ad', 'report', 'banner', 'rating'));
