-- Each edit of a banner is a new version, and each approval pays for its own version: the wallet
-- keys name the version (`banner:{id}:v{version}`), so a second approval of an edited banner
-- debits again instead of finding the first version's debit and moving nothing.
ALTER TABLE promo_banners ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE promo_banners ADD CONSTRAINT promo_banners_refund_check CHECK (refunded_paise <= charged_paise);
