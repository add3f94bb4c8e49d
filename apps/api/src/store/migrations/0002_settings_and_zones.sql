-- The operators' settings with their log, and every saved version of the delivery zones (issue 25).
-- Values are JSON text, as in SQLite.
CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE settings_log (
  id BIGSERIAL PRIMARY KEY, at BIGINT NOT NULL, user_id BIGINT NOT NULL, email TEXT NOT NULL,
  role TEXT NOT NULL, key TEXT NOT NULL, before TEXT, after TEXT
);
CREATE TABLE zones (version INTEGER PRIMARY KEY, zones TEXT NOT NULL, saved_at BIGINT NOT NULL, saved_by TEXT NOT NULL);
