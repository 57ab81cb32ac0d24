#!/usr/bin/env bash
# Runs the README's tour verbatim: the second ```sh block under "## A tour" (the first says how
# to reach the binary), line by line, in an empty temporary directory, with the built
# `layoutstore` first on PATH. Every line must exit 0; a line whose comment says "exit 1" may
# also exit 1 (a check that found changes). Files the tour uses must be made by earlier lines.
#
#   bash scripts/readme-tour.sh                 # the binary of 'swift build' (.build/debug)
#   LAYOUTSTORE_BIN=path/to/layoutstore bash scripts/readme-tour.sh
#   README=other.md bash scripts/readme-tour.sh  # another file's tour (the tests check a failing one)
#
# Exit 0 when every line passed; else 1, naming the line, its status and its output.
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
binary="${LAYOUTSTORE_BIN:-$root/.build/debug/layoutstore}"
if [[ ! -x "$binary" ]]; then
    echo "readme-tour: no layoutstore binary at $binary; run 'swift build' first or set LAYOUTSTORE_BIN." >&2
    exit 1
fi
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
readme="$(cd "$(dirname "${README:-$root/README.md}")" && pwd)/$(basename "${README:-$root/README.md}")"

# The tour's lines: the second sh block after the heading, up to its closing fence.
mapfile -t lines < <(awk '
    /^## A tour$/ { inTour = 1; next }
    inTour && /^## / { exit }
    inTour && /^```sh$/ { blocks++; if (blocks == 2) { inBlock = 1 }; next }
    inBlock && /^```$/ { exit }
    inBlock && NF { print }
' "$readme")
if (( ${#lines[@]} < 5 )); then
    echo "readme-tour: found ${#lines[@]} tour lines in $readme; expected the tour's second sh block." >&2
    exit 1
fi

directory="$(mktemp -d "${TMPDIR:-/tmp}/readme-tour.XXXXXX")"
trap 'rm -rf "$directory"' EXIT
bin="$directory/bin"
mkdir "$bin" "$directory/tour"
ln -s "$binary" "$bin/layoutstore"
cd "$directory/tour"
unset LAYOUTSTORE_DB
export PATH="$bin:$PATH" NO_COLOR=1

number=0
for line in "${lines[@]}"; do
    number=$((number + 1))
    output="$(bash -o pipefail -c "$line" </dev/null 2>&1)"
    status=$?
    if [[ $status -eq 0 ]] || [[ $status -eq 1 && "$line" == *"# exit 1"* ]]; then
        echo "ok $number ($status): $line"
    else
        echo "readme-tour: line $number exited with $status: $line" >&2
        echo "$output" | head -n 40 >&2
        exit 1
    fi
done
echo "readme-tour: all $number lines ran in an empty directory."
