-- Documents an ad carries (a floor plan, a job description), in the seller's order. The files stay
-- private: their owner and buyers with a chat about the ad may download them.
CREATE TABLE ad_documents (
  ad_id bigint NOT NULL REFERENCES ads (id) ON DELETE CASCADE,
  document_id bigint NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  position smallint NOT NULL,
  PRIMARY KEY (ad_id, document_id)
);
CREATE INDEX ad_documents_document_idx ON ad_documents (document_id);
