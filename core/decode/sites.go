package decode

import (
	"strconv"
	"strings"
)

// The plain value decoders a rule names: the value is what the rule's
// label says it is.

func textFunc(r *run, l loc, v string, ru *rule) {
	if v = strings.TrimSpace(v); v != "" {
		r.emit(l, KindText, ru.label, v, "text", ru.conf)
	}
}

func idFunc(r *run, l loc, v string, ru *rule) {
	if v != "" {
		r.emit(l, KindID, ru.label, v, "id", ru.conf)
	}
}

func numberFunc(r *run, l loc, v string, ru *rule) {
	if n, ok := parseDigits(strings.TrimSpace(v)); ok {
		r.emit(l, KindNumber, ru.label, strconv.FormatUint(n, 10), "number", ru.conf)
	}
}

func emailFunc(r *run, l loc, v string, ru *rule) {
	if strings.Count(v, "@") == 1 {
		r.emit(l, KindEmail, ru.label, strings.TrimSpace(v), "email", ru.conf)
	}
}

// urlFunc reads a value that is a URL (a redirect's target, a callback)
// and reads that URL in turn.
func urlFunc(r *run, l loc, v string, ru *rule) {
	if !isURL(v) {
		r.expand(l, v, 0, false)
		return
	}
	if !r.hasURL(v) {
		r.emit(l, KindURL, ru.label, v, "url", ru.conf)
	}
	if t, ok := asLink(v); ok {
		r.link(&t, v, l.steps(), 1)
	}
}

// opaqueFunc reads an encoded value of a known meaning: what it decodes
// to, the decoded text labelled with the rule's label.
func opaqueFunc(r *run, l loc, v string, ru *rule) {
	if v != "" {
		r.expandAs(l, v, 0, false, ru.label)
	}
}

// nameFunc reads a code from the names table the rule's decoder names
// (name:udm): "14 (Web)"; an unknown code is shown as it is.
func nameFunc(r *run, l loc, v string, ru *rule) {
	if v = strings.TrimSpace(v); v != "" {
		r.emit(l, KindText, ru.label, r.named(ru.arg, v), "name:"+ru.arg, ru.conf)
	}
}

// languageFunc names a language code (en, pt-BR, es_ES): a two-letter
// primary subtag, the whole of the tag's first subtag (RFC 5646 section
// 2.1): "javascript" starts with ja but is no Japanese.
func languageFunc(r *run, l loc, v string, ru *rule) {
	v = strings.TrimSpace(v)
	if len(v) < 2 || !isLetters(v[:2]) || len(v) > 2 && v[2] != '-' && v[2] != '_' {
		return
	}
	name := r.d.name("language", strings.ToLower(v[:2]))
	if name == "" {
		return
	}
	if len(v) > 2 {
		if c := r.d.name("country", strings.ToUpper(strings.TrimLeft(v[2:], "-_"))); c != "" {
			name += " (" + c + ")"
		}
	}
	r.emit(l, KindText, ru.label, name+" ["+v+"]", "language", ru.conf)
}

// countryFunc names a country code (us, GB).
func countryFunc(r *run, l loc, v string, ru *rule) {
	if name := r.d.name("country", strings.ToUpper(strings.TrimSpace(v))); name != "" {
		r.emit(l, KindText, ru.label, name+" ["+v+"]", "country", ru.conf)
	}
}

// durationFunc reads a count of milliseconds (Baidu's inputT).
func durationFunc(r *run, l loc, v string, ru *rule) {
	if ms, ok := parseDigits(v); ok {
		r.emit(l, KindDuration, ru.label, millisText(ms), "duration-ms", ru.conf)
	}
}

// youtubeTime reads a start offset: seconds ("90", "90s") or
// hours/minutes/seconds ("1h2m3s", "2m"), as YouTube accepts them.
func youtubeTime(r *run, l loc, v string, ru *rule) {
	secs, ok := parseHMS(strings.TrimSpace(v))
	if !ok {
		return
	}
	r.emit(l, KindDuration, ru.label, clockText(secs)+" ("+strconv.FormatUint(secs, 10)+" seconds)", "youtube-t", ru.conf)
}

func parseHMS(v string) (uint64, bool) {
	if n, ok := parseDigits(v); ok {
		return n, true
	}
	var total, cur uint64
	seen := false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case isDigit(c):
			if cur > 1<<40 {
				return 0, false
			}
			cur = cur*10 + uint64(c-'0')
			seen = true
		case c == 'h' && seen:
			total, cur, seen = total+cur*3600, 0, false
		case c == 'm' && seen:
			total, cur, seen = total+cur*60, 0, false
		case c == 's' && seen:
			total, cur, seen = total+cur, 0, false
		default:
			return 0, false
		}
	}
	return total, !seen && v != ""
}

// clockText writes seconds as hh:mm:ss.
func clockText(s uint64) string {
	h, m, sec := s/3600, s/60%60, s%60
	two := func(n uint64) string { return strconv.FormatUint(n+100, 10)[1:] }
	hours := strconv.FormatUint(h, 10)
	if h < 10 {
		hours = "0" + hours
	}
	return hours + ":" + two(m) + ":" + two(sec)
}

// youtubeList names what a playlist id's prefix says it is.
func youtubeList(r *run, l loc, v string, ru *rule) {
	for _, n := range []int{7, 2} {
		if len(v) > n {
			if kind := r.d.name("youtube-list", v[:n]); kind != "" {
				r.emit(l, KindText, ru.label, kind+" ("+v+")", "youtube-list", ru.conf)
				return
			}
		}
	}
	idFunc(r, l, v, ru)
}

// instagramShortcode reads a post's shortcode: its media id in base64url
// digits (A=0 … _=63), which is an Instagram id with its time.
func instagramShortcode(r *run, l loc, v string, ru *rule) {
	if len(v) < 6 || len(v) > 12 {
		return
	}
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
	var id uint64
	for i := 0; i < len(v); i++ {
		d := strings.IndexByte(alphabet, v[i])
		if d < 0 || id > (1<<64-1)>>6 {
			return
		}
		id = id<<6 | uint64(d)
	}
	r.emit(l, KindID, "Instagram shortcode", v, "instagram-shortcode", ru.conf)
	ml := l.then("shortcode")
	r.emit(ml, KindID, "Instagram media id", strconv.FormatUint(id, 10), "instagram-shortcode", ru.conf)
	snowflakeInstagram.read(r, ml, id, ru.label, ru.conf)
}

// linkedInProfile reads the id at the end of a default profile slug
// ("first-last-93b3a220a"): three groups of three base-12 digits, read in
// reverse group order (Jack Crook's finding, as unfurl reads it). Member
// ids are sequential: a smaller one is an older account.
func linkedInProfile(r *run, l loc, v string, ru *rule) {
	i := strings.LastIndexByte(v, '-')
	if i < 0 || len(v)-i-1 != 9 {
		return
	}
	s := v[i+1:]
	for j := 0; j < 9; j++ {
		if !isDigit(s[j]) && s[j] != 'a' && s[j] != 'b' {
			return
		}
	}
	n, err := strconv.ParseUint(s[6:9]+s[3:6]+s[0:3], 12, 64)
	if err == nil {
		r.emit(l, KindID, ru.label, strconv.FormatUint(n, 10), "linkedin-profile", ru.conf)
	}
}

// linkedInThread reads a messaging thread id: a LinkedIn snowflake, or
// "2-" and base64 of the thread's id text.
func linkedInThread(r *run, l loc, v string, ru *rule) {
	if strings.HasPrefix(v, "2-") {
		if b, ok := decodeBase64(v[2:]); ok && isText(b) {
			r.emit(l.then("after 2-").then("base64"), KindID, "LinkedIn message thread id", string(b), "linkedin-thread", ru.conf)
		}
		return
	}
	linkedInID(r, l, v, ru)
}

// redditBase36 reads a post or comment id: base36 digits, the decimal
// the API's t3_ and t1_ names carry.
func redditBase36(r *run, l loc, v string, ru *rule) {
	if len(v) == 0 || len(v) > 12 {
		return
	}
	n, err := strconv.ParseUint(strings.ToLower(v), 36, 64)
	if err == nil {
		r.emit(l, KindNumber, ru.label, strconv.FormatUint(n, 10), "reddit-base36", ru.conf)
	}
}

// amazonRef reads a ref tag: "sr_1_3" is the third result of the first
// page of a search; other tags name the page element the link was on.
func amazonRef(r *run, l loc, v string, ru *rule) {
	v = strings.TrimPrefix(v, "ref=")
	f := strings.Split(v, "_")
	if len(f) >= 3 && f[0] == "sr" {
		page, ok1 := parseDigits(f[1])
		pos, ok2 := parseDigits(f[2])
		if ok1 && ok2 {
			r.emit(l, KindText, ru.label, "search results page "+strconv.FormatUint(page, 10)+", result "+strconv.FormatUint(pos, 10), "amazon-ref", ru.conf)
			return
		}
	}
	if v != "" {
		r.emit(l, KindText, ru.label, v, "amazon-ref", ru.conf)
	}
}

// mapsAt reads a Maps path segment "@48.8583701,2.2944813,17z": the
// map's centre and its zoom (z), or a Street View's heading and pitch.
func mapsAt(r *run, l loc, v string, ru *rule) {
	f := strings.Split(strings.TrimPrefix(v, "@"), ",")
	if len(f) < 2 || !isDegrees(f[0], 90) || !isDegrees(f[1], 180) {
		return
	}
	r.emit(l, KindCoordinates, ru.label, f[0]+","+f[1], "maps-at", ru.conf)
	for _, x := range f[2:] {
		if strings.HasSuffix(x, "z") && isDecimal(x[:len(x)-1]) {
			r.emit(l, KindNumber, "Google Maps zoom level", x[:len(x)-1], "maps-at", ru.conf)
		}
	}
}

// mapsData reads the !3d<lat>!4d<lng> pair in a Maps data segment: the
// place's own coordinates.
func mapsData(r *run, l loc, v string, ru *rule) {
	lat := bangValue(v, "!3d")
	lng := bangValue(v, "!4d")
	if isDegrees(lat, 90) && isDegrees(lng, 180) {
		r.emit(l, KindCoordinates, ru.label, lat+","+lng, "maps-data", ru.conf)
	}
}

func bangValue(v, key string) string {
	i := strings.LastIndex(v, key)
	if i < 0 {
		return ""
	}
	rest := v[i+len(key):]
	if j := strings.IndexByte(rest, '!'); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// coordinatesFunc reads "lat,lng" (Maps' ll, q or center).
func coordinatesFunc(r *run, l loc, v string, ru *rule) {
	a, b, ok := strings.Cut(strings.ReplaceAll(v, " ", ""), ",")
	if ok && isDegrees(a, 90) && isDegrees(b, 180) {
		r.emit(l, KindCoordinates, ru.label, a+","+b, "coordinates", ru.conf)
	}
}

// isDegrees reports whether s is a decimal within ±limit, with a fraction
// (a bare integer is more often something else).
func isDegrees(s string, limit int) bool {
	if !isDecimal(s) || !strings.Contains(s, ".") {
		return false
	}
	whole, frac, _ := strings.Cut(strings.TrimPrefix(s, "-"), ".")
	n, ok := parseDigits(whole)
	// At the limit itself only a zero fraction is in range: 90.5 is past
	// the pole.
	return ok && (n < uint64(limit) || n == uint64(limit) && strings.Trim(frac, "0") == "")
}

func isDecimal(s string) bool {
	s = strings.TrimPrefix(s, "-")
	dot := false
	for i := 0; i < len(s); i++ {
		switch {
		case isDigit(s[i]):
		case s[i] == '.' && !dot && i > 0:
			dot = true
		default:
			return false
		}
	}
	return s != "" && s[len(s)-1] != '.'
}

// zoomMeeting reads a meeting id (9 to 11 digits), as Zoom writes it.
func zoomMeeting(r *run, l loc, v string, ru *rule) {
	if _, ok := parseDigits(v); !ok || len(v) < 9 || len(v) > 11 {
		return
	}
	r.emit(l, KindID, ru.label, v[:3]+" "+v[3:len(v)-4]+" "+v[len(v)-4:], "zoom", ru.conf)
}

// githubFragment reads a GitHub fragment: a line or a line range, a diff
// file anchor, an issue comment, a review comment.
func githubFragment(r *run, l loc, v string, ru *rule) {
	switch {
	case len(v) > 1 && v[0] == 'L' && isDigit(v[1]):
		a, b, _ := strings.Cut(v[1:], "-L")
		r.emit(l, KindText, "GitHub lines", strings.TrimSuffix(a+"-"+b, "-"), "github", ru.conf)
	case strings.HasPrefix(v, "diff-"):
		r.emit(l, KindID, "GitHub diff file anchor (SHA-256 of the file's path)", v[5:], "github", ru.conf)
	case strings.HasPrefix(v, "issuecomment-"):
		r.emit(l, KindID, "GitHub issue comment id", v[len("issuecomment-"):], "github", ru.conf)
	case strings.HasPrefix(v, "discussion_r"):
		r.emit(l, KindID, "GitHub review comment id", v[len("discussion_r"):], "github", ru.conf)
	}
}

// textFragment reads the text directives of a fragment (URL Fragment Text
// Directives, WICG: #:~:text=[prefix-,]start[,end][,-suffix], '&' between
// directives): the text a browser scrolls to and highlights.
func textFragment(r *run, l loc, v string, ru *rule) {
	i := strings.Index(v, ":~:")
	if i < 0 {
		return
	}
	for _, d := range strings.Split(v[i+3:], "&") {
		t, ok := strings.CutPrefix(d, "text=")
		if !ok {
			continue
		}
		parts := strings.Split(t, ",")
		var words []string
		for j, p := range parts {
			if (j == 0 && strings.HasSuffix(p, "-") && len(parts) > 1) || (j == len(parts)-1 && strings.HasPrefix(p, "-") && len(parts) > 1) {
				continue // prefix- and -suffix: context, not the text
			}
			words = append(words, pathValue(p))
		}
		if len(words) > 0 {
			r.emit(l, KindText, ru.label, strings.Join(words, " … "), "text-fragment", ru.conf)
		}
	}
}
