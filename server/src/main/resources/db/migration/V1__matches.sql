-- One row per match; version = the number of accepted actions (the match's log length).
CREATE TABLE matches (
  id          VARCHAR(32)     NOT NULL PRIMARY KEY,
  game        VARCHAR(64)     NOT NULL,
  players     INT             NOT NULL,
  seed        BIGINT          NOT NULL,
  options     VARCHAR(1000000) NOT NULL,
  version     INT             NOT NULL,
  status      VARCHAR(16)     NOT NULL,
  creator     VARCHAR(64)     NOT NULL,
  created_ms  BIGINT          NOT NULL,
  updated_ms  BIGINT          NOT NULL
);
CREATE INDEX matches_by_status ON matches (status, created_ms);
CREATE INDEX matches_by_update ON matches (updated_ms);
CREATE INDEX matches_by_creator ON matches (creator, status);

-- A seat: a bot (agent set) or a person (token_hash set while someone holds the seat).
-- Only the SHA-256 of a seat token is stored, never the token.
CREATE TABLE seats (
  match_id    VARCHAR(32)     NOT NULL REFERENCES matches (id),
  seat        INT             NOT NULL,
  agent       VARCHAR(200),
  token_hash  VARCHAR(64),
  PRIMARY KEY (match_id, seat)
);

-- The match log: action idx (0-based) was played as the match went from version idx to idx + 1.
CREATE TABLE actions (
  match_id    VARCHAR(32)     NOT NULL REFERENCES matches (id),
  idx         INT             NOT NULL,
  seat        INT             NOT NULL,
  action      VARCHAR(1000000) NOT NULL,
  created_ms  BIGINT          NOT NULL,
  PRIMARY KEY (match_id, idx)
);
