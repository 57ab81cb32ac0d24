#!/usr/bin/env bash
# Checks an HTML change report the way a browser sees it: opens the index and the first page
# in headless Chromium (network disabled), times it, dumps the DOM Chromium built, and takes
# screenshots of the index and of the first changed scenario in each of its three views (side
# by side, overlay, difference), then asserts what must be there.
#
# Usage: scripts/check-report-in-chromium.sh INDEX.html [OUT_DIR]
#   Writes into OUT_DIR (default: a folder `chromium-check` beside the index): index.png,
#   side.png, overlay.png, difference.png and the DOM dumps. Prints the seconds Chromium took
#   to render the index and the first page together (two frames of one page, one browser
#   start). Exits 0 when every check passes, 1 when one fails, 66 when the index is missing.
# Chromium: Debian's `chromium` package, installed with apt-get when missing.
# A sample report to try it on:
#   mkdir -p /tmp/sample && LAYOUTRENDER_SAMPLE_REPORT=/tmp/sample swift test --filter HTMLReportTests
#   scripts/check-report-in-chromium.sh /tmp/sample/report.html
set -euo pipefail

index=${1:?usage: $0 INDEX.html [OUT_DIR]}
if [[ ! -r "$index" ]]; then
    echo "error: cannot read '$index'" >&2
    exit 66
fi
index_path=$(realpath "$index")
folder=$(dirname "$index_path")
stem=$(basename "$index_path" .html)
first_page="$folder/$stem-001.html"
out_dir=${2:-$folder/chromium-check}
mkdir -p "$out_dir"

if ! command -v chromium >/dev/null 2>&1; then
    echo "chromium is missing; installing it with apt-get" >&2
    sudo_prefix=()
    [[ $(id -u) -ne 0 ]] && sudo_prefix=(sudo)
    "${sudo_prefix[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_prefix[@]}" apt-get install -y -qq chromium >/dev/null
fi

profile=$(mktemp -d)
work=$(mktemp -d)
trap 'rm -rf "$profile" "$work"' EXIT
chromium_flags=(
    --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --hide-scrollbars --allow-file-access-from-files
    --user-data-dir="$profile" --host-resolver-rules="MAP * ~NOTFOUND" --window-size=1280,1000
)
shoot() { chromium "${chromium_flags[@]}" --screenshot="$1" "file://$2" >/dev/null 2>&1; }

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
is_png() { head -c 8 "$1" | od -An -tx1 | grep -q '89 50 4e 47'; }

# The index and the first page side by side in one page: one browser start, both rendered.
if [[ -r "$first_page" ]]; then
    printf '<!DOCTYPE html><body style="margin:0;display:flex"><iframe src="%s" style="width:640px;height:1000px;border:0"></iframe><iframe src="%s" style="width:640px;height:1000px;border:0"></iframe></body>\n' \
        "file://$index_path" "file://$first_page" >"$work/both.html"
    start=$(date +%s.%N)
    shoot "$out_dir/index-and-first-page.png" "$work/both.html"
    end=$(date +%s.%N)
    echo "index and first page rendered in $(echo "$end - $start" | bc) s"
fi
shoot "$out_dir/index.png" "$index_path"
chromium "${chromium_flags[@]}" --dump-dom "file://$index_path" >"$out_dir/index.dom.html" 2>/dev/null
check "the index has the summary table" grep -q '<table class="summary">' "$out_dir/index.dom.html"
check "the index screenshot is a PNG" is_png "$out_dir/index.png"

if [[ -r "$first_page" ]]; then
    chromium "${chromium_flags[@]}" --dump-dom "file://$first_page" >"$out_dir/page.dom.html" 2>/dev/null
    svgs_in_file=$(grep -o '<svg ' "$first_page" | wc -l)
    svgs_in_dom=$(grep -o '<svg ' "$out_dir/page.dom.html" | wc -l)
    check "the first page's DOM has every inline SVG ($svgs_in_dom of $svgs_in_file)" test "$svgs_in_dom" -eq "$svgs_in_file"
    check "the first page's DOM has node groups inside the SVGs" grep -q '<g class="node ' "$out_dir/page.dom.html"
    # The first changed scenario alone, once per view (its radio button checked).
    anchor=$(grep -o 'id="s-[^"]*-side"' "$first_page" | head -1 | sed 's/^id="//; s/-side"$//')
    if [[ -n "$anchor" ]]; then
        for view in side overlay difference; do
            python3 - "$first_page" "$anchor" "$view" >"$work/$view.html" <<'PY'
import re, sys
page, anchor, view = sys.argv[1], sys.argv[2], sys.argv[3]
html = open(page, encoding="utf-8").read()
head = re.sub(r'<ol class="contents".*?</ol>', '', html[:html.index('<section')], flags=re.S)
section = next(s for s in re.findall(r'<section.*?</section>\n', html, flags=re.S) if f'id="{anchor}"' in s)
section = section.replace(f' id="{anchor}-side" checked>', f' id="{anchor}-side">')
section = section.replace(f' id="{anchor}-{view}">', f' id="{anchor}-{view}" checked>')
print(head + section + '</body></html>')
PY
            shoot "$out_dir/$view.png" "$work/$view.html"
            check "the $view view screenshot is a PNG" is_png "$out_dir/$view.png"
        done
    fi
fi
echo "screenshots and DOM dumps: $out_dir"
[[ $failures -eq 0 ]] || exit 1
