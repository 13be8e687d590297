# Rewrites a `tmux capture-pane -p -e` dump into the subset of SGR that
# freeze (github.com/charmbracelet/freeze v0.2.2) draws faithfully.
#
# tmux writes an attribute once and lets it run on over the following lines;
# freeze reads each line on its own, ignores 39 (default foreground), 49
# (default background) and 7 (reverse), and drops the colour on 1 (bold).
# So every change of state, and the start of every line, becomes a reset
# followed by the whole state: the foreground always explicit (freeze's own
# default when the terminal's was meant), the background only when it is not
# the default, reverse video resolved by swapping the two, bold dropped.
#
# Colours are kept as "2;R;G;B" or "5;N"; DEFAULT_FG and DEFAULT_BG are
# freeze's text and window colours (#c4c4c4 and #171717).

BEGIN {
	DEFAULT_FG = "2;196;196;196"
	DEFAULT_BG = "2;23;23;23"
	ESC = "\033"
	reset_state()
}

function reset_state() {
	fg = ""; bg = ""; reverse = 0; italic = 0; underline = 0
}

# state_sgr is the whole state as one reset and one SGR sequence.
function state_sgr(    f, b, s) {
	f = fg == "" ? DEFAULT_FG : fg
	b = bg
	if (reverse) {
		f = bg == "" ? DEFAULT_BG : bg
		b = fg == "" ? DEFAULT_FG : fg
	}
	s = "38;" f
	if (b != "") s = s ";48;" b
	if (italic) s = s ";3"
	if (underline) s = s ";4"
	return ESC "[0m" ESC "[" s "m"
}

# basic maps 30-37, 90-97 (and their background forms) to a 256-colour index.
function basic(n) {
	if (n >= 90) return "5;" (n - 90 + 8)
	return "5;" (n - 30)
}

# apply reads the parameters of one SGR sequence into the state.
function apply(params,    p, n, i, v, c) {
	if (params == "") { reset_state(); return }
	gsub(/:/, ";", params)
	n = split(params, p, ";")
	for (i = 1; i <= n; i++) {
		v = p[i] + 0
		if (v == 0) reset_state()
		else if (v == 3) italic = 1
		else if (v == 4) underline = 1
		else if (v == 7) reverse = 1
		else if (v == 23) italic = 0
		else if (v == 24) underline = 0
		else if (v == 27) reverse = 0
		else if (v == 39) fg = ""
		else if (v == 49) bg = ""
		else if ((v >= 30 && v <= 37) || (v >= 90 && v <= 97)) fg = basic(v)
		else if ((v >= 40 && v <= 47) || (v >= 100 && v <= 107)) bg = basic(v - 10)
		else if (v == 38 || v == 48) {
			if (p[i + 1] == 2) { c = "2;" p[i + 2] ";" p[i + 3] ";" p[i + 4]; i += 4 }
			else if (p[i + 1] == 5) { c = "5;" p[i + 2]; i += 2 }
			else continue
			if (v == 38) fg = c; else bg = c
		}
		# anything else (bold, faint, blink, …) does not change what is drawn
	}
}

{
	line = $0
	out = state_sgr()
	while (match(line, /\033\[[0-9;:]*m/)) {
		out = out substr(line, 1, RSTART - 1)
		apply(substr(line, RSTART + 2, RLENGTH - 3))
		out = out state_sgr()
		line = substr(line, RSTART + RLENGTH)
	}
	print out line ESC "[0m"
}
