#!/usr/bin/env bash
# Times `linkscope browser` against Node's URL class (scripts/bench/node-href.js)
# over N generated links (default 200000), as whole processes, side by side:
# hyperfine when installed, else alternating runs of /usr/bin/time. Both must
# print the same hrefs; the script checks that first.
set -euo pipefail
cd "$(dirname "$0")/../.."
n=${1:-200000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/linkscope" .
go run ./internal/corpus/genlinks -n "$n" > "$work/links.txt"
"$work/linkscope" browser < "$work/links.txt" > "$work/ours.txt" 2>/dev/null
node scripts/bench/node-href.js < "$work/links.txt" > "$work/node.txt"
if ! cmp -s "$work/ours.txt" "$work/node.txt"; then
  echo "linkscope browser and Node disagree on $(diff "$work/ours.txt" "$work/node.txt" | grep -c '^<') lines:" >&2
  diff "$work/ours.txt" "$work/node.txt" | head -6 >&2
fi
ours="$work/linkscope browser < $work/links.txt > /dev/null 2>&1"
theirs="node scripts/bench/node-href.js < $work/links.txt > /dev/null"
if command -v hyperfine >/dev/null; then
  hyperfine -w 1 -r 10 "$theirs" "$ours"
  exit
fi
for i in 1 2 3 4 5; do
  /usr/bin/time -f "node      %e s wall, %U s user" bash -c "$theirs"
  /usr/bin/time -f "linkscope %e s wall, %U s user" bash -c "$ours"
done
