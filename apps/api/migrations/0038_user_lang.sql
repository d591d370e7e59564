-- The language a person reads Haat in (issue 40): SMS, pushes and notifications made outside their
-- own requests are written in it. Kept up to date from a signed-in request's Accept-Language.
ALTER TABLE users ADD COLUMN lang text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'hi'));
