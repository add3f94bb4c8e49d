-- Issue 26: the drivers' roster, who drives which van each day, and the proofs of delivery.
CREATE TABLE drivers (user_id BIGINT PRIMARY KEY, added_at BIGINT NOT NULL);
CREATE TABLE van_drivers (
  date TEXT COLLATE "C" NOT NULL, vehicle TEXT NOT NULL, user_id BIGINT NOT NULL,
  PRIMARY KEY (date, vehicle), UNIQUE (date, user_id)
);
CREATE TABLE delivery_proofs (
  order_id BIGINT PRIMARY KEY, kind TEXT NOT NULL, content_type TEXT NOT NULL, data BYTEA NOT NULL,
  recorded_at BIGINT NOT NULL, driver_id BIGINT NOT NULL
);
