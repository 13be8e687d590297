package decode

// valueFunc reads one value a rule names, at l, emitting its facts. The
// rule gives the label, the confidence and any argument.
type valueFunc func(r *run, l loc, v string, ru *rule)

// segmentLengths are the lengths of segment a decoder can read, for the
// decoders an any-host rule of one segment names: a one-segment path of
// another length costs no rule.
var segmentLengths = map[string]func(n int) bool{
	"metasploit": func(n int) bool { return n == 4 || n >= metasploitUUIDURIMin }, // a URI checksum, or a payload UUID and more
}

// valueFuncs are the decoders the decoder column of sites.tsv names.
var valueFuncs = map[string]valueFunc{
	"skip":       func(*run, loc, string, *rule) {},
	"text":       textFunc,
	"id":         idFunc,
	"number":     numberFunc,
	"email":      emailFunc,
	"url":        urlFunc,
	"opaque":     opaqueFunc,
	"name":       nameFunc,
	"language":   languageFunc,
	"country":    countryFunc,
	"duration":   durationFunc,
	"query-text": queryText,

	"epoch":        epochAuto,
	"epoch-s":      epochFunc(epochSeconds),
	"epoch-ms":     epochFunc(epochMillis),
	"epoch-us":     epochFunc(epochMicros),
	"filetime":     epochFunc(epochFiletime),
	"webkit":       epochFunc(epochWebKit),
	"dotnet-ticks": epochFunc(epochDotNet),
	"epoch-hex-s":  epochHexSeconds,

	"snowflake-x":         snowflakeFunc(&snowflakeX),
	"snowflake-discord":   snowflakeFunc(&snowflakeDiscord),
	"snowflake-instagram": snowflakeFunc(&snowflakeInstagram),
	"snowflake-linkedin":  linkedInID,
	"snowflake-tiktok":    tiktokID,
	"snowflake-mastodon":  mastodonStatus,
	"sonyflake":           snowflakeSonyFunc,
	"twitter-media":       twitterMediaID,
	"uuid":                uuidFunc,
	"ulid":                ulidFunc,
	"ksuid":               ksuidFunc,
	"objectid":            objectIDFunc,
	"tid":                 tidFunc,

	"google-ei":      googleEI,
	"google-ved":     googleVED,
	"google-sxsrf":   googleSXSRF,
	"google-aqs":     googleAQS,
	"google-gs_lcrp": googleSearchboxStats,
	"google-rlz":     googleRLZ,
	"google-uule":    googleUULE,
	"google-gclid":   googleClickID,

	"youtube-t":           youtubeTime,
	"youtube-list":        youtubeList,
	"instagram-shortcode": instagramShortcode,
	"linkedin-profile":    linkedInProfile,
	"linkedin-thread":     linkedInThread,
	"reddit-base36":       redditBase36,
	"amazon-ref":          amazonRef,
	"maps-at":             mapsAt,
	"maps-data":           mapsData,
	"coordinates":         coordinatesFunc,
	"zoom":                zoomMeeting,
	"github-fragment":     githubFragment,
	"text-fragment":       textFragment,

	"safelinks-data": safeLinksData,
	"fbclid":         fbclid,
	"marketo":        marketoToken,
	"ga-client":      gaClientID,
	"ga-linker":      gaLinker,
	"hubspot-hstc":   hubspotHSTC,
	"hubspot-hssc":   hubspotHSSC,

	"metasploit": metasploit,
	"dns":        dohMessage,
}
