-- Stored answers must never hold a credential, and anonymous callers no longer share one
-- scope: forget answers kept under the old shared scope and any that carry a token.
DELETE FROM "idempotency_keys"
WHERE "scope" = 'anonymous'
   OR "body" ~* '"(token|accessToken|refreshToken|sessionToken|idToken|secret|clientSecret|password|privateKey|mnemonic|apiKey)"\s*:';
