-- Whether the creator chose the seed (allowed only when the operator enables it): such a match is marked
-- "seeded" wherever it is listed or joined, since whoever knows the seed can compute every hidden card.
ALTER TABLE matches ADD COLUMN seeded BOOLEAN DEFAULT FALSE NOT NULL;
