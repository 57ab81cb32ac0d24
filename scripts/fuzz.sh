#!/bin/sh
# Runs the decoding/validation/layout fuzzer (Tests/ReliabilityTests) for longer than CI does.
#
#   scripts/fuzz.sh [CASES] [SEED]      defaults: 1000000 cases, seed = the current time
#
# The same test runs in CI with 20,000 cases and seed 1. Each case is reproducible from the
# seed and its index: a failure prints "case N of seed S"; rerun just that case, its full
# text printed, with
#   FUZZ_SEED=S FUZZ_CASE=N swift test --filter ReliabilityTests.FuzzTests
# A crash (the fuzzer runs in-process) stops the run: rerun with FUZZ_TRACE=1 and the last
# "fuzz case N" line names the crashing case.
set -eu
cd "$(dirname "$0")/.."
cases="${1:-1000000}"
seed="${2:-$(date +%s)}"
echo "fuzzing $cases cases with seed $seed"
FUZZ_CASES="$cases" FUZZ_SEED="$seed" FUZZ_TRACE="${FUZZ_TRACE:-0}" swift test --filter ReliabilityTests.FuzzTests
