-- A snapshot of a match's state after action version - 1 (the game's JSON of the state), written in the same
-- transaction as that action every K actions (ServerConfig.snapshotEvery). Only the latest is kept per match.
-- A cache: a match loads from its latest snapshot plus the log after it; with no (or an unreadable) snapshot it
-- replays the whole log. checksum is the SHA-256 (hex) of state, so that a damaged snapshot is noticed.
CREATE TABLE snapshots (
  match_id    VARCHAR(32)     NOT NULL REFERENCES matches (id),
  version     INT             NOT NULL,
  state       VARCHAR(1000000) NOT NULL,
  checksum    VARCHAR(64)     NOT NULL,
  created_ms  BIGINT          NOT NULL,
  PRIMARY KEY (match_id, version)
);
