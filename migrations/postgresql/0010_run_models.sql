-- The revision of each model a run laid out: one per model and run, so a run resumed after a
-- model changed counts each scenario once. A model changed after the run passed it keeps the
-- revision the run saw; the next run (or replay) sees the change. (PostgreSQL dialect of
-- migrations/0010_run_models.sql.)
CREATE TABLE run_models (
    run_id      bigint NOT NULL REFERENCES runs (id),
    model_id    bigint NOT NULL REFERENCES models (id),
    revision_id bigint NOT NULL REFERENCES revisions (id),
    PRIMARY KEY (run_id, model_id)
);
