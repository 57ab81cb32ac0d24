#!/bin/sh
# Kills `layoutstore recompute` with SIGKILL many more times than CI does
# (Tests/ReliabilityTests/CrashRecoveryTests.swift), checking the store after every kill.
#
#   scripts/crash.sh [KILLS] [SEED]      defaults: 200 kills, seed = the current time
#
# CI runs 20 kills with seed 8. A failure names the kill and the engine options; rerun the same
# moments with the printed seed:
#   CRASH_KILLS=K CRASH_SEED=S swift test --filter ReliabilityTests.CrashRecoveryTests
set -eu
cd "$(dirname "$0")/.."
kills="${1:-200}"
seed="${2:-$(date +%s)}"
echo "killing recompute $kills times with seed $seed"
swift build --product layoutstore
CRASH_KILLS="$kills" CRASH_SEED="$seed" swift test --filter ReliabilityTests.CrashRecoveryTests
