#!/usr/bin/env bash
# End-to-end test of the terminal UI: builds the real linkscope binary, runs
# it in a private tmux server, types and pastes (a real bracketed paste),
# and reads the screen back. Exits non-zero with a message on the first
# failure. Usage: scripts/e2e/tui.sh [package to build, default "."]
set -euo pipefail

cd "$(dirname "$0")/../.."
PKG=${1:-.}
DATA=testdata/e2e
WORK=$(mktemp -d)
# The binary and the tmux servers are this run's own: runs in other
# worktrees on the same machine must not replace the binary or kill the
# servers under it.
BIN=$WORK/linkscope
SOCK=linkscope-e2e-$$
T="tmux -L $SOCK -f /dev/null"
T2="tmux -L $SOCK-nocolor -f /dev/null"

fail() {
	echo "tui.sh: FAIL: $*" >&2
	echo "---- screen ----" >&2
	$T capture-pane -p -t e2e >&2 || true
	$T list-sessions >&2 || true
	exit 1
}
kill_servers() {
	tmux -L "$SOCK" kill-server 2>/dev/null || true
	tmux -L "$SOCK-nocolor" kill-server 2>/dev/null || true
	tmux -L "$SOCK-sheet" kill-server 2>/dev/null || true
}
cleanup() {
	kill_servers
	rm -rf "$WORK"
}
trap cleanup EXIT

if ! command -v tmux >/dev/null; then
	echo "tui.sh: installing tmux" >&2
	apt-get install -y tmux >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y tmux >/dev/null; } ||
		fail "tmux is missing and could not be installed"
fi

go build -o "$BIN" "$PKG" || fail "go build $PKG"

screen() { $T capture-pane -p -t e2e; }

# wait_for TEXT [SECONDS]: poll the screen until it shows TEXT.
wait_for() {
	local deadline=$((SECONDS + ${2:-5}))
	while ((SECONDS < deadline)); do
		screen | grep -qF -- "$1" && return 0
		sleep 0.1
	done
	fail "the screen never showed: $1"
}

# absent TEXT: the screen must not show TEXT (call it after a wait_for
# that proves the keys before it were handled).
absent() {
	if screen | grep -qF -- "$1"; then fail "the screen shows what it must not: $1"; fi
}

# gone TEXT [SECONDS]: poll until the screen no longer shows TEXT.
gone() {
	local deadline=$((SECONDS + ${2:-5}))
	while ((SECONDS < deadline)); do
		screen | grep -qF -- "$1" || return 0
		sleep 0.1
	done
	fail "the screen still shows: $1"
}

# fits W H: every line of the screen fits W cells, and the frame is whole.
fits() {
	local lines
	lines=$(screen | wc -l)
	((lines <= $2)) || fail "the screen has $lines lines, more than $2"
	screen | while IFS= read -r line; do
		local n=${#line}
		((n <= $1)) || fail "a line is $n cells wide, more than $1: $line"
	done
}

paste_file() {
	$T load-buffer -b e2e "$1"
	$T paste-buffer -p -d -b e2e -t e2e
}

# 150×50, no URL: the sample, fully inspected. termenv takes any CI
# variable to mean "not a terminal" and draws no colour: the app under
# test runs without it, as on a person's terminal.
started=$(date +%s%N)
$T new-session -d -s e2e -x 150 -y 50 \
	"env -u CI TERM=xterm-256color XDG_CONFIG_HOME=$WORK/config HOME=$WORK $BIN; sleep 600"
until screen | grep -qF "Openstat · query · base64"; do
	(($(date +%s%N) - started < 5000000000)) ||
		fail "no inspected sample within 5 s: does the binary open the UI (model.New) when stdout is a terminal?"
	sleep 0.01
done
echo "tui.sh: first frame after $((($(date +%s%N) - started) / 1000000)) ms (process start and tmux polling included)"
$T set-option -g window-size manual
title=$($T display -p -t e2e '#{pane_title}')
wait_for "direct.yandex.ru"
wait_for "yandex.ru:premium"
fits 150 50
# At 60×20 the sample fills the room: no blank row after "panes below"
# (three were left blank there, under the line saying 5 panes are below).
$T resize-window -t e2e -x 60 -y 20
wait_for "panes below"
after=$(screen | grep -A1 -F "panes below" | tail -n 1)
[[ -n "${after// /}" ]] || fail "a blank row after the panes-below line at 60×20"
fits 60 20
$T resize-window -t e2e -x 150 -y 50
wait_for "yandex.ru:premium"
# home, end and the page keys in a pane: the Tracking pane's last row.
$T send-keys -t e2e Tab Tab End
wait_for "▸ yclid"
$T send-keys -t e2e Home
wait_for "▸ clean"
$T send-keys -t e2e NPage
wait_for "▸ yclid"
$T send-keys -t e2e Escape

# Typing URL characters into the link: ?, /, #, letters are text, not commands.
$T send-keys -t e2e C-l
wait_for "cleared: paste or type a link"
$T send-keys -t e2e -l 'https://a.example/?q=1&_openstat=test'
$T send-keys -t e2e '\;' 1 '\;' 2 '\;' 3
$T send-keys -t e2e -l '#frag'
wait_for "https://a.example/?q=1&_openstat=test;1;2;3#frag"
wait_for "Openstat · query · percent"
absent "shift+tab previous"

# A hostile bracketed paste: shown escaped, the pane title untouched.
$T send-keys -t e2e C-l
paste_file "$DATA/hostile_paste.txt"
wait_for '\x1b]0;pwned\x07'
wait_for "U+202E RIGHT-TO-LEFT OVERRIDE (Cf)"
wait_for "U+009B C1 CONTROL (Cc)"
now=$($T display -p -t e2e '#{pane_title}')
[[ "$now" == "$title" ]] || fail "the paste retitled the pane: '$title' became '$now'"
# Copied, it goes out as the screen shows it: no ESC or BEL for the next
# terminal it is pasted into.
$T send-keys -t e2e C-y
wait_for "characters escaped"

# A multi-line paste of several links opens the Links view (docs/tui.md
# defect 9, docs/many-links.md): each link with its verdict; enter inspects one, the
# view switch comes back to the list with it marked; m and = compare two.
$T send-keys -t e2e C-l
paste_file "$DATA/multiline_paste.txt"
wait_for "[ Links ]"
wait_for "Links · 3 links in text"
wait_for "https://c.example/three"
wait_for "Openstat marker: test"
fits 150 50
$T send-keys -t e2e Down Enter
wait_for "[ Inspect ]"
wait_for "Link · 21 bytes"
$T send-keys -t e2e C-t C-t
wait_for "[ Links ]"
wait_for "[inspected]"
$T send-keys -t e2e Up m Down =
wait_for "not equivalent under safe"
wait_for "components that differ, normalized under safe"
$T send-keys -t e2e Escape
wait_for "[marked: A]"
# An email's source, pasted into the list: its six links replace the three.
paste_file "testdata/model/links/email_six_links.eml"
wait_for "Links · 6 links in an email"
wait_for "wrapped (safelinks) → https://shop.example/sale?utm_source=newsletter"
wait_for "! 1 risk (userinfo)"
wait_for "defanged in the paste"
# A defanged link shows as pasted, refanged beside it, and is not called
# clean.
wait_for "hxxps://malware[.]example/payload → https://malware.example/payload"
absent "clean: no wrapper, tracking or risk · defanged"
# home, end and the page keys in the list.
$T send-keys -t e2e End
wait_for "▸ 6  "
$T send-keys -t e2e Home
wait_for "▸ 1  "
$T send-keys -t e2e NPage
wait_for "▸ 6  "
$T send-keys -t e2e PPage
wait_for "▸ 1  "
# Type to filter: two words, both must match.
$T send-keys -t e2e /
$T send-keys -t e2e -l 'shoes gclid'
wait_for "2 match the filter"
absent "paypal.com@evil.example"
# While the filter has the focus the selection shows, and down moves it.
wait_for "▸ 2  "
$T send-keys -t e2e Down
wait_for "▸ 3  "
$T send-keys -t e2e Escape
gone "match the filter"
fits 150 50
$T resize-window -t e2e -x 60 -y 20
wait_for "Links · 6 links in an email"
fits 60 20
# At 80 columns the key bar keeps mark and compare, and a comparison's
# two sides are cut alike, so their carets line up.
$T resize-window -t e2e -x 80 -y 24
wait_for "m mark"
wait_for "= compare"
fits 80 24
$T send-keys -t e2e Up Up Up Up Up Up Down Down
wait_for "▸ 3  "
paste_file "$DATA/longer_click_id.txt"
wait_for "not equivalent under safe"
for _ in 1 2 3 4 5 6; do $T send-keys -t e2e Down; done
wait_for "query    A"
cols=$(screen | awk '/query +A /{a=NR+1} /^┃ +B /{if(a)b=NR+1} NR==a||NR==b{print index($0, "^") + index($0, "‸")}')
[[ $(echo "$cols" | wc -l) == 2 && $(echo "$cols" | sort -u | wc -l) == 1 ]] || fail "the carets under A and B are not in one column: $cols"
$T send-keys -t e2e Escape
$T resize-window -t e2e -x 150 -y 50
# Back to Inspect (past History), where the sections below start.
$T send-keys -t e2e C-t C-t
wait_for "[ Inspect ]"

# A wrapped link: the chain on top, the destination inspected (its
# utm_source under Tracking); ctrl+x switches the panes to the wrapper.
$T send-keys -t e2e C-l
$T send-keys -t e2e -l 'https://www.google.com/url?q=https://shop.example/p%3Futm_source%3Dnews'
wait_for "Wrapped · 1 layer · analysing the destination"
wait_for "utm_source  news"
$T send-keys -t e2e C-x
wait_for "Wrapped · 1 layer · analysing the wrapper"
gone "utm_source  news"
$T send-keys -t e2e C-x
wait_for "analysing the destination"
# The switch is for one link: a new one starts on its destination.
$T send-keys -t e2e C-x
wait_for "analysing the wrapper"
$T send-keys -t e2e C-l
paste_file "$DATA/proofpoint_link.txt"
wait_for "Wrapped · 1 layer · analysing the destination"
wait_for "normalized  https://example.com/a?b=1&c=2"

# A paste is read for links: one among words is inspected alone, and the
# status line says what was left out.
$T send-keys -t e2e C-l
paste_file "$DATA/link_among_words.txt"
wait_for 'left out "see" before it, "for details" after it'
wait_for "Link · 35 bytes"
paste_file "$DATA/chat_one_link.txt"
wait_for 'left out "Hi Bob," before it, "thanks" after it'
wait_for "https://shop.example/b?utm_medium=email"
# A complete link pasted over a link replaces it (and its lookalike
# warning shows); ctrl+z brings the old one back.
$T send-keys -t e2e C-l
$T send-keys -t e2e -l 'https://paypal.com@evil.example/'
wait_for "Link · 32 bytes"
paste_file "$DATA/lookalike_link.txt"
wait_for "replaced the link with the pasted one"
wait_for "Link · 27 bytes"
wait_for "confusable · byte 8"
$T send-keys -t e2e C-z
wait_for "brought back https://paypal.com@evil.example/"
wait_for "Link · 32 bytes"
# One key copies the clean link from anywhere in Inspect, and the key
# bar says so; a copy of a link with risks counts them.
wait_for "alt+c copy clean"
$T send-keys -t e2e M-c
wait_for "copied clean link"
wait_for "1 risk found"
$T send-keys -t e2e Tab
gone "copied clean link"
$T send-keys -t e2e Down M-c
wait_for "copied clean link"
$T send-keys -t e2e Escape

# Follow, on a loopback port nothing listens on: a loopback address is
# refused before any request and the pane offers the key that allows it;
# allowed, the one request is refused at once, and the Follow pane says
# where the chain stopped.
$T send-keys -t e2e C-l
$T send-keys -t e2e -l 'http://127.0.0.1:1/?utm_source=news'
$T send-keys -t e2e C-g
wait_for "Follow · 0 hops · stopped early"
wait_for "loopback address"
wait_for "ctrl+g again follows this link"
absent "connection refused"
$T send-keys -t e2e C-g
wait_for "connection refused"
# esc leaves the pane for the link; an edit of the link clears the result.
$T send-keys -t e2e Escape
$T send-keys -t e2e -l 'x'
gone "Follow · 0 hops"

# The build form: the sample is marked as one and cannot be copied.
$T send-keys -t e2e C-t
wait_for "[ Build ]"
wait_for "Sample · Tagged link"
wait_for "_openstat=openstat.ru;spring%20sale;ad%2017;top%20banner"
$T send-keys -t e2e C-y
wait_for "nothing to copy: the form holds the sample"
# a paste into the sample replaces the whole sample; no
# sample value is left to end up in the link.
paste_file "$DATA/sample_paste.txt"
wait_for "sample cleared"
wait_for "https://shop.example/p?gclid=x"
absent "landing?id=7https"
absent "spring%20sale"
absent "Sample · Tagged link"
# a spreadsheet's copy (a leading space, CR LF) is
# trimmed, and the status line says so.
$T send-keys -t e2e C-l
wait_for "form cleared"
paste_file "$DATA/spreadsheet_paste.txt"
wait_for "pasted without the spaces and line ends around it"
# A live tagged link, an error per field.
$T send-keys -t e2e Tab
$T send-keys -t e2e -l 'openstat.ru'
wait_for "https://shop.example/p?id=1&_openstat=openstat.ru;;;"
absent "U+000D"
$T send-keys -t e2e '\;' x
wait_for "U+003B SEMICOLON ';' at character 12"
$T send-keys -t e2e BSpace BSpace
wait_for "Tagged link · percent · query"
# A QR code of the tagged link; any key closes it.
$T send-keys -t e2e C-r
wait_for "QR code of the tagged link"
wait_for "▄▄▄▄▄"
$T send-keys -t e2e Escape
gone "QR code of the tagged link"
# Copy: OSC 52 always; the status line says so.
$T send-keys -t e2e C-y
wait_for "copied tagged link"
wait_for "sent via OSC 52"
[[ -s "$WORK/config/linkscope/history.jsonl" ]] || fail "the copied link is not in $WORK/config/linkscope/history.jsonl"
# Send the built link to the inspector.
$T send-keys -t e2e C-o
wait_for "inspecting the built link"
wait_for "Openstat · query · percent"
[[ -s "$WORK/config/linkscope/suggestions.json" ]] || fail "no suggestions file in $WORK/config/linkscope"
# ctrl+e over the form's values: the status line says what it replaced,
# and ctrl+z (a key in raw mode, not the terminal's suspend) brings them
# back.
$T send-keys -t e2e C-e
wait_for "[ Build ]"
wait_for "replaced link; ctrl+z undoes"
wait_for "link          https://shop.example/p?id=1&_openstat=openstat.ru;;;"
$T send-keys -t e2e C-z
wait_for "undid the fill from Inspect"
gone "link          https://shop.example/p?id=1&_openstat"
wait_for "link          https://shop.example/p?id=1"
$T send-keys -t e2e C-t C-t C-t
wait_for "[ Inspect ]"

# Help, full and closed again.
$T send-keys -t e2e F1
wait_for "shift+tab"
$T send-keys -t e2e Escape
gone "shift+tab previous"

# 72×22 and 60×20: the layout reflows and the frame holds.
$T resize-window -t e2e -x 72 -y 22
wait_for "Link · 52 bytes"
fits 72 22
$T send-keys -t e2e C-t
wait_for "[ Build ]"
fits 72 22
$T resize-window -t e2e -x 60 -y 20
wait_for "Tagged link"
fits 60 20
$T resize-window -t e2e -x 50 -y 15
wait_for "needs a terminal of at least 60×20"

# UTM fields: the utm row opens with enter, the parameters go in before the
# marker, the lints show under their fields, and the form fits at 60×20.
$T resize-window -t e2e -x 150 -y 50
wait_for "6 fields, none set"
$T send-keys -t e2e BTab BTab
wait_for "▸ utm "
$T send-keys -t e2e Enter
wait_for "utm_source … utm_id below"
$T send-keys -t e2e -l 'Yandex'
$T send-keys -t e2e Tab
$T send-keys -t e2e -l 'news letter'
wait_for "?id=1&utm_source=Yandex&utm_medium=news%20letter&_openstat=openstat.ru;;;"
wait_for '! has upper case: GA4 reports values as written, so "Yandex" and "yandex" become separate rows'
# yandex is on GA4's search list: the link counts as Organic Search, and the
# line under it says so (no channel hint under utm_medium).
wait_for 'counts  GA4: Organic Search · Matomo: campaign "yandex" · Metrica: ad'
wait_for '! has spaces:'
wait_for "· hint: no utm_campaign: campaign URL builders ask for it"
fits 150 50
$T resize-window -t e2e -x 60 -y 20
wait_for "! spaces: prefer - or _"
fits 60 20
# The tagged link keeps its end (the marker) in view at 60×20.
wait_for "openstat.ru;;;"
wait_for "link    …"
$T resize-window -t e2e -x 150 -y 50

# A conventions file created while the UI runs is read within seconds,
# and the status line says so.
CONF=$WORK/config/linkscope/linkscope.yaml
cp testdata/conventions/example.yaml "$CONF"
wait_for "reloaded linkscope.yaml (config directory)" 8
# A template sets its fields and keeps the typed marker; it says which
# typed values it replaced, and ctrl+z brings them back.
$T send-keys -t e2e C-p
wait_for "replaced utm_source, utm_medium; ctrl+z undoes · template spring-email (1 of 2) set utm_source, utm_medium, utm_campaign"
wait_for "?id=1&utm_source=newsletter&utm_medium=email&utm_campaign=2026-03_spring&_openstat=openstat.ru;;;"
$T send-keys -t e2e C-z
wait_for "undid the template spring-email"
wait_for "?id=1&utm_source=Yandex&utm_medium=news%20letter&_openstat=openstat.ru;;;"
# A broken file keeps the last good one and says why.
printf 'fields: [\n' > "$CONF"
wait_for "conventions file not reloaded" 8
$T send-keys -t e2e C-p
wait_for "template spring-email (1 of 2)"
rm "$CONF"
wait_for "is gone: no conventions file is used now" 8

# The key bar reads on a dark background: its keys are drawn in the
# palette's key grey (#C6C6C6, drawn as colour 188 in 256 colours) and
# its words in the muted grey (colour 145), not bubbles/help's #626262
# and #4A4A4A (colours 241 and 239, 2:1 on black).
keybar=$($T capture-pane -e -p -t e2e | tail -n 1)
[[ "$keybar" == *"38;5;188m"* || "$keybar" == *"38;2;198;198;198m"* ]] ||
	fail "the key bar is not drawn in the palette's key grey: $(printf %q "$keybar")"
[[ "$keybar" != *"38;5;241m"* && "$keybar" != *"38;5;239m"* && "$keybar" != *"38;5;59m"* ]] ||
	fail "the key bar is drawn in bubbles/help's dark greys: $(printf %q "$keybar")"

# The form checks what build checks: a placeholder one brace short, and,
# once ctrl+n picks Meta, a Google placeholder (the UTM group is open).
$T send-keys -t e2e C-l
wait_for "form cleared"
$T send-keys -t e2e -l 'https://shop.example/p'
focus_field() {
	for _ in $(seq 16); do
		screen | grep -qF "▸ $1" && return 0
		$T send-keys -t e2e Tab
		sleep 0.1
	done
	wait_for "▸ $1"
}
focus_field utm_campaign
$T send-keys -t e2e -l '{{campaign.name}'
wait_for '"{{campaign.name}" at character 1 is not closed'
$T send-keys -t e2e C-u
$T send-keys -t e2e -l '{campaignid}'
$T send-keys -t e2e C-n C-n C-n
wait_for "Meta: its placeholders are checked"
wait_for "not as Meta does"
# enter in an allowed-values list takes the only value that matches.
cp testdata/conventions/example.yaml "$CONF"
wait_for "reloaded linkscope.yaml (config directory)" 8
focus_field utm_source
$T send-keys -t e2e -l 'go'
wait_for "› google"
$T send-keys -t e2e Enter
wait_for "utm_source=google"
rm "$CONF"
wait_for "is gone: no conventions file is used now" 8
# A long link cut at its start in a narrow form shows "…" there.
$T send-keys -t e2e C-l
$T send-keys -t e2e -l 'https://shop.example.com/catalog/spring/sale/index.html?id=7&ref=newsletter'
$T resize-window -t e2e -x 60 -y 20
wait_for "link          …"
fits 60 20
$T resize-window -t e2e -x 150 -y 50

# Inspect: a link after a label with no space replaces the link, and a
# chat line's link holding a backslash is inspected whole.
$T send-keys -t e2e C-t C-t C-t
wait_for "[ Inspect ]"
$T send-keys -t e2e C-l
$T send-keys -t e2e -l 'https://mine.example/'
wait_for "Link · 21 bytes"
paste_file "$DATA/label_link.txt"
wait_for 'left out "Link:" before it'
wait_for "Link · 22 bytes"
paste_file "$DATA/chat_backslash_link.txt"
wait_for 'left out "3)" before it'
wait_for "parser-differential"
# Links: an href a browser reads otherwise shows what was written, and a
# javascript: href is listed and flagged, never dropped.
paste_file "$DATA/hrefs_paste.html"
wait_for "[ Links ]"
wait_for 'written "https:evil.example/login"'
wait_for "javascript:alert(document.cookie)"
wait_for "dangerous-scheme"
$T send-keys -t e2e C-t C-t C-t
wait_for "[ Build ]"

# The History view lists the copied link, newest first.
$T send-keys -t e2e C-t C-t
wait_for "[ History ]"
wait_for "History · newest first"
wait_for "https://shop.example/p?id=1&_openstat=openstat.ru;;;"
fits 150 50

# ctrl+c quits, from an input too.
$T send-keys -t e2e C-c
deadline=$((SECONDS + 5))
while screen | grep -qF "linkscope"; do
	((SECONDS < deadline)) || fail "ctrl+c did not quit"
	sleep 0.1
done
# NO_COLOR: no colour at all, and the focus still shows (▸, heavy frame).
# Its own server: tmux 3.3 may exit when a second session is made in one
# whose window size is manual.
T=$T2
$T new-session -d -s nocolor -x 100 -y 30 \
	"env -u CI TERM=xterm-256color NO_COLOR=1 XDG_CONFIG_HOME=$WORK/config HOME=$WORK $BIN; sleep 600"
deadline=$((SECONDS + 5))
until $T capture-pane -p -t nocolor | grep -qF "Openstat · query"; do
	((SECONDS < deadline)) || fail "NO_COLOR: the UI did not start"
	sleep 0.1
done
if $T capture-pane -e -p -t nocolor | grep -qE $'\e\\[[0-9;]*(3[0-9]|9[0-7]|38;)'; then
	fail "NO_COLOR=1 but the screen has colour sequences"
fi
$T capture-pane -p -t nocolor | grep -qF "┏━ ▸ Link" || fail "NO_COLOR: the focus is not visible"
# the text cursor and a suggestion need marks of their
# own without colour: a bar at the cursor, brackets around the suggestion
# (openstat.ru was used above, so it is offered after "op").
$T capture-pane -p -t nocolor | grep -qF "┃ ▏HTTPS://" || fail "NO_COLOR: the cursor is not visible"
$T send-keys -t nocolor C-t Tab
$T send-keys -t nocolor -l 'op'
deadline=$((SECONDS + 5))
until $T capture-pane -p -t nocolor | grep -qF "op▏[enstat.ru]"; do
	((SECONDS < deadline)) || fail "NO_COLOR: the suggestion is not marked as one"
	sleep 0.1
done

# A workbook opened in the Sheet view (build --xlsx with no --out): its
# rows built; a row into the form, fixed there and back in the sheet, now
# the same link as row 3; the workbook written beside it, the input as it
# was. A server of its own, as above.
T="tmux -L $SOCK-sheet -f /dev/null"
cp testdata/sheets/campaign.xlsx "$WORK/campaign.xlsx"
$T new-session -d -s e2e -x 150 -y 40 \
	"env -u CI TERM=xterm-256color XDG_CONFIG_HOME=$WORK/config HOME=$WORK $BIN build --xlsx $WORK/campaign.xlsx; sleep 600"
wait_for "campaign.xlsx · Links"
wait_for "row 6: url: U+0020 SPACE"
$T send-keys -t e2e Down Down Enter
wait_for 'row 5 of "Links" is in the form'
$T send-keys -t e2e C-x C-t
wait_for "row 5 · repeats row 3"
$T send-keys -t e2e w
wait_for "workbook written to"
[ -s "$WORK/campaign-linkscope.xlsx" ] || fail "no workbook written beside the input"
cmp -s testdata/sheets/campaign.xlsx "$WORK/campaign.xlsx" || fail "the input workbook changed"

echo "tui.sh: ok"
