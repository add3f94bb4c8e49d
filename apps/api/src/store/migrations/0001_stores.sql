-- The API's own data on PostgreSQL (issue 25): one table or two per store, as in SQLite. Times are
-- milliseconds since the epoch (BIGINT), as the stores take and give them.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY, user_id BIGINT NOT NULL, email TEXT NOT NULL, role TEXT NOT NULL, method TEXT NOT NULL,
  woo_token TEXT, remember BOOLEAN NOT NULL, created_at BIGINT NOT NULL, expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expiry ON sessions (expires_at);

CREATE TABLE phone_codes (
  id BIGSERIAL PRIMARY KEY, phone TEXT NOT NULL, requester TEXT NOT NULL, user_id BIGINT NOT NULL,
  code_hash TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, expires_at BIGINT NOT NULL, woo_token TEXT
);
CREATE INDEX phone_codes_phone ON phone_codes (phone, requester);

CREATE TABLE reset_tokens (token_hash TEXT PRIMARY KEY, user_id BIGINT NOT NULL, expires_at BIGINT NOT NULL);
CREATE INDEX reset_tokens_user ON reset_tokens (user_id);
CREATE TABLE reset_claims (token_hash TEXT PRIMARY KEY, until BIGINT NOT NULL);

CREATE TABLE nonces (nonce TEXT PRIMARY KEY, expires_at BIGINT NOT NULL);

CREATE TABLE rate_limits (key TEXT PRIMARY KEY, count INTEGER NOT NULL, reset_at BIGINT NOT NULL);

CREATE TABLE idempotency (
  key TEXT PRIMARY KEY, body_hash TEXT NOT NULL, status INTEGER, body TEXT, created_at BIGINT NOT NULL
);

CREATE TABLE outbox (
  id BIGSERIAL PRIMARY KEY, channel TEXT NOT NULL, recipient TEXT NOT NULL, subject TEXT NOT NULL,
  body TEXT NOT NULL, created_at BIGINT NOT NULL
);

CREATE TABLE message_queue (
  id BIGSERIAL PRIMARY KEY, channel TEXT NOT NULL, key TEXT UNIQUE, payload TEXT NOT NULL,
  state TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, created_at BIGINT NOT NULL, next_at BIGINT NOT NULL,
  claimed_until BIGINT, last_error TEXT, done_at BIGINT
);
CREATE INDEX message_queue_due ON message_queue (state, next_at);

CREATE TABLE payments (
  order_id BIGINT PRIMARY KEY, attempt INTEGER NOT NULL, state TEXT NOT NULL, paid_with TEXT,
  started_at BIGINT NOT NULL
);

CREATE TABLE order_seen (order_id BIGINT PRIMARY KEY, status TEXT NOT NULL, paid_at TEXT);

CREATE TABLE order_mail_waits (order_id BIGINT PRIMARY KEY, due_at BIGINT NOT NULL);

CREATE TABLE locks (name TEXT PRIMARY KEY, holder TEXT NOT NULL, until BIGINT NOT NULL);

CREATE TABLE marks (name TEXT PRIMARY KEY, value TEXT NOT NULL);
