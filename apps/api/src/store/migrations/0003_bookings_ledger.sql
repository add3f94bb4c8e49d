-- The bookings ledger (issue 23) on PostgreSQL (issue 25): the same tables as in SQLite
-- (bookings-ledger.ts). Keys compare byte by byte ("C"): a range of resources such as
-- 'place:2026-12-01:' up to 'place:2026-12-07;' is read in the order SQLite reads it.
CREATE TABLE claims (
  id TEXT COLLATE "C" PRIMARY KEY, state TEXT NOT NULL, holders TEXT COLLATE "C" NOT NULL, takes TEXT NOT NULL,
  created_at BIGINT NOT NULL, expires_at BIGINT, extensions INTEGER NOT NULL DEFAULT 0,
  released_at BIGINT, forced INTEGER NOT NULL DEFAULT 0, released_seq BIGINT
);
CREATE TABLE claim_takes (
  claim_id TEXT COLLATE "C" NOT NULL, resource TEXT COLLATE "C" NOT NULL, amount INTEGER NOT NULL,
  PRIMARY KEY (resource, claim_id)
);
CREATE INDEX claim_takes_claim ON claim_takes (claim_id);
CREATE TABLE claim_holders (
  claim_id TEXT COLLATE "C" NOT NULL, holder TEXT COLLATE "C" NOT NULL, PRIMARY KEY (holder, claim_id)
);
CREATE INDEX claim_holders_claim ON claim_holders (claim_id);
CREATE INDEX claims_ending ON claims (state, expires_at);
CREATE INDEX claims_released ON claims (released_seq);
