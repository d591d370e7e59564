-- A code to the mobile re-authenticates an account without a password before its e-mail changes.
ALTER TABLE otps DROP CONSTRAINT otps_purpose_check;
ALTER TABLE otps ADD CONSTRAINT otps_purpose_check CHECK (purpose IN ('signup', 'reset', 'email'));
