#!/usr/bin/env bash
# Times `linkscope inspect --json` of this checkout against a base revision
# (default: b32be60, where this round began), as whole processes over the
# same generated links, the runs interleaved so that a machine whose speed
# drifts slows every set alike. It prints, per set, the best and median
# wall time, the median CPU time, the peak memory and links a second.
#
#   scripts/bench/side-by-side.sh [-n LINES] [-r RUNS] [-b REV] [-w WORKERS] [-i]
#
# -i also counts instructions a line with valgrind (callgrind, one core,
# 30,000 lines less 10,000 so that start-up cancels): the machine's load
# changes that figure little (the collector's timing, up to about 2,000
# a line between hours), where it changes wall time by half.
set -euo pipefail
cd "$(dirname "$0")/../.."

n=1000000 runs=4 base=b32be60 workers=0 instr=false
while getopts "n:r:b:w:i" opt; do
	case $opt in
	n) n=$OPTARG ;;
	r) runs=$OPTARG ;;
	b) base=$OPTARG ;;
	w) workers=$OPTARG ;;
	i) instr=true ;;
	*) exit 2 ;;
	esac
done

# The sections inspect had at the base; attribution and decoded came after.
twelve=uri,openstat,tracking,normalized,safebrowsing,pcm,conventions,unwrapped,params,risks,placeholders,browser

work=$(mktemp -d)
trap 'git worktree remove --force "$work/base-src" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
if ! git worktree add --detach "$work/base-src" "$base" >/dev/null 2>&1; then
	echo "side-by-side.sh: cannot check out $base: not in this clone's history (a shallow clone lacks it: git fetch --unshallow)" >&2
	exit 1
fi
(cd "$work/base-src" && go build -o "$work/base" .)
go build -o "$work/head" .
go run ./internal/corpus/genlinks -n "$n" > "$work/links.txt"

names=(base twelve twelve+attribution every-section uri-only)
commands=(
	"$work/base inspect --json --workers $workers"
	"$work/head inspect --json --workers $workers --fields $twelve"
	"$work/head inspect --json --workers $workers --fields $twelve,attribution"
	"$work/head inspect --json --workers $workers"
	"$work/head inspect --json --workers $workers --fields uri"
)

echo "$n links, $runs interleaved runs a set, base $(git rev-parse --short "$base"), head $(git rev-parse --short HEAD)"
for ((r = 0; r < runs; r++)); do
	for i in "${!names[@]}"; do
		/usr/bin/time -a -o "$work/times" -f "${names[$i]} %e %U %S %M" \
			${commands[$i]} < "$work/links.txt" > /dev/null
	done
done
awk -v n="$n" '
	function median(list,   v, m, i, j, t) {
		m = split(list, v, " ")
		for (i = 2; i <= m; i++) # insertion sort: mawk has no asort
			for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) {
				t = v[j]; v[j] = v[j - 1]; v[j - 1] = t
			}
		return m % 2 ? v[(m + 1) / 2] : (v[m / 2] + v[m / 2 + 1]) / 2
	}
	{
		order[$1] = order[$1] ? order[$1] : ++sets
		wall[$1] = wall[$1] " " $2; cpu[$1] = cpu[$1] " " ($3 + $4)
		if (!best[$1] || $2 < best[$1]) best[$1] = $2
		if ($5 > peak[$1]) peak[$1] = $5
	}
	END {
		printf "%-20s %9s %9s %9s %9s %12s %8s\n", "set", "best s", "median s", "cpu s", "peak MB", "links/s", "vs base"
		for (s in order) names[order[s]] = s
		b = median(wall["base"])
		for (i = 1; i <= sets; i++) {
			s = names[i]; m = median(wall[s])
			# /usr/bin/time counts in hundredths: a run under 0.01 s has no rate
			rate = best[s] > 0 ? sprintf("%12.0f", n / best[s]) : sprintf("%12s", "-")
			ratio = b > 0 ? sprintf("%8.3f", m / b) : sprintf("%8s", "-")
			printf "%-20s %9.2f %9.2f %9.2f %9.0f %s %s\n", s, best[s], m, median(cpu[s]), peak[s] / 1024, rate, ratio
		}
	}' "$work/times"

$instr || exit 0
command -v valgrind >/dev/null || { echo "valgrind is not installed: no instruction counts" >&2; exit 0; }
go run ./internal/corpus/genlinks -n 30000 > "$work/30k"
head -10000 "$work/30k" > "$work/10k"
count() { # instructions of one run over file $1 of the command in $2...
	local in=$1
	shift
	GODEBUG=asyncpreemptoff=1 GOMAXPROCS=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" < "$in" 2>&1 >/dev/null |
		awk '/Collected/ { print $4 }'
}
echo "instructions a line (callgrind, one core)"
for i in "${!names[@]}"; do
	cmd=${commands[$i]/--workers $workers/--workers 1}
	a=$(count "$work/10k" $cmd)
	b=$(count "$work/30k" $cmd)
	printf "%-20s %9d\n" "${names[$i]}" $(((b - a) / 20000))
done
