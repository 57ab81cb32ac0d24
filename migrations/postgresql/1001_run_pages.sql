-- The queue of a distributed recompute. PostgreSQL only, so numbered from 1001: the numbers
-- below stay those of migrations/*.sql, each file here their PostgreSQL dialect.
-- A run split into pages of consecutive revisions, claimed by workers on any machine with
-- `FOR UPDATE SKIP LOCKED`.
-- A claim holds a lease on the server's clock (never a worker's), renewed by heartbeats; a
-- page whose lease expired is pending again for any worker. `claim` counts the claims of the
-- page: a worker completes or renews only the claim it holds, so a worker that lost its lease
-- can never complete a page someone else redoes. A page is completed in the same transaction
-- as its results, and a completed page is never claimed again.
CREATE TABLE run_pages (
    run_id            bigint NOT NULL REFERENCES runs (id),
    page              bigint NOT NULL CHECK (page >= 0),
    first_revision_id bigint NOT NULL,
    last_revision_id  bigint NOT NULL CHECK (last_revision_id >= first_revision_id),
    state             text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'claimed', 'done')),
    claim             bigint NOT NULL DEFAULT 0 CHECK (claim >= 0),
    worker            text,
    claimed_at        timestamptz,
    heartbeat_at      timestamptz,
    lease_expires_at  timestamptz,
    completed_at      timestamptz,
    scenarios         bigint CHECK (scenarios IS NULL OR scenarios >= 0),
    PRIMARY KEY (run_id, page),
    CHECK ((state = 'claimed') = (worker IS NOT NULL AND lease_expires_at IS NOT NULL)),
    CHECK ((state = 'done') = (completed_at IS NOT NULL))
);

-- The pages a worker may claim, in order: pending ones and claimed ones whose lease may have expired.
CREATE INDEX run_pages_open ON run_pages (run_id, page) WHERE state <> 'done';
