#!/usr/bin/env bash
# Checks an HTML change report the way a browser sees it: renders it with headless Chromium
# (network disabled), dumps the DOM Chromium built and takes a screenshot, then asserts that
# the summary table and every inline SVG made it into the DOM.
#
# Usage: scripts/check-report-in-chromium.sh REPORT.html [OUT_DIR]
#   Writes OUT_DIR/<name>.dom.html and OUT_DIR/<name>.png (OUT_DIR defaults to the report's
#   folder). Exits 0 when every check passes, 1 when one fails, 66 when the report is missing.
# Chromium: Debian's `chromium` package, installed with apt-get when missing.
# A sample report to try it on:
#   LAYOUTRENDER_SAMPLE_REPORT=/tmp/report.html swift test --filter HTMLReportTests
set -euo pipefail

report=${1:?usage: $0 REPORT.html [OUT_DIR]}
if [[ ! -r "$report" ]]; then
    echo "error: cannot read '$report'" >&2
    exit 66
fi
report_path=$(realpath "$report")
out_dir=${2:-$(dirname "$report_path")}
mkdir -p "$out_dir"
name=$(basename "$report_path" .html)
dom="$out_dir/$name.dom.html"
screenshot="$out_dir/$name.png"

if ! command -v chromium >/dev/null 2>&1; then
    echo "chromium is missing; installing it with apt-get" >&2
    sudo_prefix=()
    [[ $(id -u) -ne 0 ]] && sudo_prefix=(sudo)
    "${sudo_prefix[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_prefix[@]}" apt-get install -y -qq chromium >/dev/null
fi

profile=$(mktemp -d)
trap 'rm -rf "$profile"' EXIT
chromium_flags=(
    --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars
    --user-data-dir="$profile" --host-resolver-rules="MAP * ~NOTFOUND" --window-size=1280,1600
)
chromium "${chromium_flags[@]}" --dump-dom "file://$report_path" >"$dom" 2>/dev/null
chromium "${chromium_flags[@]}" --screenshot="$screenshot" "file://$report_path" >/dev/null 2>&1

failures=0
check() {
    local description=$1
    shift
    if "$@"; then
        echo "ok: $description"
    else
        echo "FAILED: $description" >&2
        failures=$((failures + 1))
    fi
}
svgs_in_file=$(grep -o '<svg ' "$report_path" | wc -l)
svgs_in_dom=$(grep -o '<svg ' "$dom" | wc -l)
check "the DOM has the summary table" grep -q '<table class="summary">' "$dom"
check "the DOM has every inline SVG ($svgs_in_dom of $svgs_in_file)" test "$svgs_in_dom" -eq "$svgs_in_file"
check "the DOM has node groups inside the SVGs" grep -q '<g class="node ' "$dom"
check "the screenshot is a non-empty PNG" bash -c "head -c 8 '$screenshot' | od -An -tx1 | grep -q '89 50 4e 47'"
echo "DOM: $dom"
echo "screenshot: $screenshot"
[[ $failures -eq 0 ]] || exit 1
