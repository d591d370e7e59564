-- A code to the mobile logs an account in without its password (POST /login/otp/): the way in
-- that failed password guesses never block. 'email' is kept for the e-mail change re-authentication.
ALTER TABLE otps DROP CONSTRAINT IF EXISTS otps_purpose_check;
ALTER TABLE otps ADD CONSTRAINT otps_purpose_check CHECK (purpose IN ('signup', 'reset', 'email', 'login'));
