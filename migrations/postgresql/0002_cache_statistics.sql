-- How the result caches have been used, accumulated over every service session on this store
-- (all engines together): hits and misses of the memory and database tiers, layouts computed,
-- and the most bytes the memory tier held in one session. One row; each service adds what its
-- session counted in one small transaction when it closes. (PostgreSQL dialect of
-- migrations/0002_cache_statistics.sql.)
CREATE TABLE cache_statistics (
    id                bigint PRIMARY KEY CHECK (id = 1),
    memory_hits       bigint NOT NULL DEFAULT 0 CHECK (memory_hits >= 0),
    memory_misses     bigint NOT NULL DEFAULT 0 CHECK (memory_misses >= 0),
    database_hits     bigint NOT NULL DEFAULT 0 CHECK (database_hits >= 0),
    database_misses   bigint NOT NULL DEFAULT 0 CHECK (database_misses >= 0),
    computes          bigint NOT NULL DEFAULT 0 CHECK (computes >= 0),
    memory_peak_bytes bigint NOT NULL DEFAULT 0 CHECK (memory_peak_bytes >= 0),
    updated_at        text
);

INSERT INTO cache_statistics (id) VALUES (1);
