-- How buyers reach the seller: chat only (the default, and every ad posted before this), or chat
-- and a phone number ("+91 9876543210", the phone widget's value). The number is kept only while
-- the seller offers it.
ALTER TABLE ads ADD COLUMN contact text NOT NULL DEFAULT 'chat' CHECK (contact IN ('chat', 'chat_phone'));
ALTER TABLE ads ADD COLUMN phone text CHECK (phone IS NULL OR contact = 'chat_phone');
