#!/usr/bin/env bash
# Draws the pictures of docs/images from the real linkscope binary: builds
# it, runs it in a private tmux server at 120×36, types and pastes (a real
# bracketed paste), captures each screen with its colours and renders it as
# an SVG with freeze (github.com/charmbracelet/freeze), font embedded.
#
# Usage: scripts/pictures/make.sh [NAME...]   (default: every picture)
# Needs go and tmux; freeze is installed into a temporary directory from
# the Go module proxy unless FREEZE names a freeze binary. The pictures do
# not depend on the machine: the config directory is a fresh temporary one
# (with this directory's linkscope.yaml) and the theme is dark.
set -euo pipefail

cd "$(dirname "$0")/../.."
HERE=scripts/pictures
OUT=docs/images
FREEZE_MODULE=github.com/charmbracelet/freeze@v0.2.2
WORK=$(mktemp -d)
# Each picture gets its own private tmux server (a server being killed can
# still hold its socket when the next one starts); SOCKS lists them.
SOCKS=()
T=true

fail() {
	echo "make.sh: $*" >&2
	$T capture-pane -p -t pic >&2 2>/dev/null || true
	exit 1
}
cleanup() {
	local sock
	for sock in "${SOCKS[@]}"; do tmux -L "$sock" kill-server 2>/dev/null || true; done
	rm -rf "$WORK"
}
trap cleanup EXIT

command -v tmux >/dev/null || fail "tmux is missing (apt-get install tmux)"
go build -o "$WORK/linkscope" . || fail "go build ."
if [[ -z ${FREEZE:-} ]]; then
	GOBIN=$WORK/bin go install "$FREEZE_MODULE" || fail "go install $FREEZE_MODULE"
	FREEZE=$WORK/bin/freeze
fi
mkdir -p "$OUT" "$WORK/config"
cp "$HERE/linkscope.yaml" "$WORK/config/linkscope.yaml"

# start [ARG...]: a fresh linkscope in a pane of 120 columns and $ROWS rows
# (36 unless set), on a fresh config directory (no history, no
# suggestions), in the dark theme.
start() {
	local sock=linkscope-pictures-$$-${#SOCKS[@]}
	SOCKS+=("$sock")
	T="tmux -L $sock -f /dev/null"
	rm -f "$WORK/config/history.jsonl" "$WORK/config/suggestions.json"
	$T new-session -d -s pic -x 120 -y "${ROWS:-36}" \
		env -u NO_COLOR LINKSCOPE_CONFIG_DIR="$WORK/config" LINKSCOPE_THEME=dark \
		TERM=xterm-256color COLORTERM=truecolor "$WORK/linkscope" "$@"
	wait_for "linkscope"
}

screen() { $T capture-pane -p -t pic; }

# wait_for TEXT: poll the screen until it shows TEXT (5 s at most).
wait_for() {
	local deadline=$((SECONDS + 5))
	while ((SECONDS < deadline)); do
		screen | grep -qF -- "$1" && return 0
		sleep 0.1
	done
	fail "the screen never showed: $1"
}

keys() { $T send-keys -t pic "$@"; }
type_text() { $T send-keys -t pic -l "$1"; }

# paste FILE: a bracketed paste of FILE's bytes, as a terminal sends one.
paste() {
	$T load-buffer -b pic "$1"
	$T paste-buffer -p -d -b pic -t pic
}

# shoot NAME: the screen as docs/images/NAME.svg. A short pause first lets
# the cursor settle after the last key.
shoot() {
	sleep 0.3
	$T capture-pane -p -e -t pic >"$WORK/$1.ansi"
	awk -f "$HERE/sgr.awk" "$WORK/$1.ansi" >"$WORK/$1.sgr"
	"$FREEZE" --language ansi --window --font.ligatures=false \
		--border.radius 8 --padding 20,40,20,20 \
		--output "$OUT/$1.svg" "$WORK/$1.sgr" >/dev/null || fail "freeze $1"
	echo "make.sh: wrote $OUT/$1.svg"
}

# inspect-sample: the sample tagged link the UI opens on: Openstat marker,
# tracking parameters and the clean link, query pairs.
picture_inspect_sample() {
	start
	wait_for "Openstat · query · base64"
	shoot inspect-sample
}

# inspect-phishing: a Safe Links link whose destination hides a lookalike
# host behind a userinfo part: the risks of the destination, the wrapper
# chain, the tracking the destination carries.
picture_inspect_phishing() {
	start
	keys C-l
	wait_for "cleared"
	printf '%s' 'https://eur01.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.paypal.com%40xn--pple-43d.com%2Fsignin%3Futm_source%3Dmail%26fbclid%3DIwAR3x&data=05%7C01%7Cjo%40example.com&reserved=0' >"$WORK/phishing.txt"
	paste "$WORK/phishing.txt"
	wait_for "in the unwrapped target"
	wait_for "Wrapped · 1 layer"
	shoot inspect-phishing
}

# inspect-decoded: a Google search link: the Decoded pane says when the
# search was served (its ei) and what its ved says.
picture_inspect_decoded() {
	start
	keys C-l
	wait_for "cleared"
	printf '%s' 'https://www.google.com/search?q=utm+builder&ei=tci4UszSJeLN7Ab9xYD4CQ&ved=0ahUKEwjMzYnk5cHgAhXNZt4KHfCkB0YQ4dUDCAc' >"$WORK/search.txt"
	paste "$WORK/search.txt"
	wait_for "Google search time"
	shoot inspect-decoded
}

# build: the Build form with an Openstat marker and UTM fields checked
# against linkscope.yaml: findings under the fields, the tagged link below.
picture_build() {
	start
	keys C-t
	wait_for "Sample · Tagged link"
	type_text 'https://shop.example/spring'
	keys Tab
	wait_for "direct.yandex.ru"
	keys Down Enter # the first allowed service
	type_text '67992971'
	keys Tab Tab Tab Tab Tab # ad, source, encoding, place, utm
	wait_for "6 fields, none set"
	keys Right # opens the UTM fields
	wait_for "utm_source"
	keys Tab
	type_text 'FB'
	keys Tab
	type_text 'cpc'
	keys Tab
	type_text 'Spring Sale'
	wait_for "does not match the pattern"
	shoot build
}

# links: an e-mail pasted whole: every link with its verdict, the wrapped
# one, the lookalike and the defanged one.
picture_links() {
	ROWS=20 start
	keys C-l
	wait_for "cleared"
	paste "$HERE/mail.eml"
	wait_for "5 links in an email"
	shoot links
}

names=("$@")
((${#names[@]})) || names=(inspect-sample inspect-phishing inspect-decoded build links)
for name in "${names[@]}"; do
	fn=picture_${name//-/_}
	declare -F "$fn" >/dev/null || fail "no picture named $name"
	"$fn"
	$T kill-server 2>/dev/null || true
done
