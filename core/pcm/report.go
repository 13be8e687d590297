package pcm

import "github.com/linkscope/linkscope/core/jsonw"

// Report versions. DocumentVersion is the draft's §4 format.
// WebKitVersion is what current Safari sends: the same six keys in the
// same order with "version":3 (WebKit Source/WebCore/loader/
// PrivateClickMeasurement.cpp, privateClickMeasurementVersion = 3 and
// attributionReportJSON; checked by Tools/TestWebKitAPI/Tests/WebCore/
// PrivateClickMeasurement.cpp, ValidMinValues), followed, when fraud
// prevention produced them, by source_secret_token,
// source_secret_token_signature, destination_secret_token and
// destination_secret_token_signature (base64url strings).
const (
	DocumentVersion = 1
	WebKitVersion   = 3
)

// ReportURL generates the attribution report URL for sourceSite (§6.2):
// https, the registrable domain, the well-known report path. WebKit posts
// the same report to the destination's report URL too, made the same way.
func ReportURL(sourceSite string) (string, error) {
	domain, err := httpsDomain(sourceSite)
	if err != nil {
		return "", err
	}
	return "https://" + domain + ReportPath, nil
}

// Report is an attribution report (§4), fields in the document's order.
// Sites are registrable domains ("search.example"), as in the document's
// example.
type Report struct {
	SourceEngagementType string // "click"
	SourceSite           string
	SourceID             uint8
	AttributedOnSite     string
	TriggerData          uint8
	Version              int
	// Tokens is only written for WebKitVersion reports, when set.
	Tokens *SecretTokens
}

// SecretTokens are the unlinkable-token fields a version 3 report may end
// with (WebKit's fraud prevention).
type SecretTokens struct {
	SourceSecretToken               string
	SourceSecretTokenSignature      string
	DestinationSecretToken          string
	DestinationSecretTokenSignature string
}

// NewReport is the report for a stored click whose attribution was
// triggered with triggerData, in the given version (DocumentVersion or
// WebKitVersion).
func NewReport(c StoredClick, triggerData uint8, version int) Report {
	return Report{
		SourceEngagementType: "click",
		SourceSite:           c.SourceSite,
		SourceID:             c.SourceID,
		AttributedOnSite:     c.DestinationSite,
		TriggerData:          triggerData,
		Version:              version,
	}
}

// AppendJSON writes the report as the compact JSON object of §4, keys in
// the document's order (WebKit's JSON object keeps insertion order too).
func (r Report) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "source_engagement_type")
	dst = jsonw.AppendString(dst, r.SourceEngagementType)
	dst = jsonw.AppendKey(dst, "source_site")
	dst = jsonw.AppendString(dst, r.SourceSite)
	dst = jsonw.AppendKey(dst, "source_id")
	dst = jsonw.AppendInt(dst, int64(r.SourceID))
	dst = jsonw.AppendKey(dst, "attributed_on_site")
	dst = jsonw.AppendString(dst, r.AttributedOnSite)
	dst = jsonw.AppendKey(dst, "trigger_data")
	dst = jsonw.AppendInt(dst, int64(r.TriggerData))
	dst = jsonw.AppendKey(dst, "version")
	dst = jsonw.AppendInt(dst, int64(r.Version))
	if r.Tokens != nil && r.Version >= WebKitVersion {
		dst = r.Tokens.appendJSON(dst)
	}
	return append(dst, '}')
}

func (t *SecretTokens) appendJSON(dst []byte) []byte {
	if t.SourceSecretToken != "" {
		dst = jsonw.AppendKey(dst, "source_secret_token")
		dst = jsonw.AppendString(dst, t.SourceSecretToken)
		dst = jsonw.AppendKey(dst, "source_secret_token_signature")
		dst = jsonw.AppendString(dst, t.SourceSecretTokenSignature)
	}
	if t.DestinationSecretToken != "" {
		dst = jsonw.AppendKey(dst, "destination_secret_token")
		dst = jsonw.AppendString(dst, t.DestinationSecretToken)
		dst = jsonw.AppendKey(dst, "destination_secret_token_signature")
		dst = jsonw.AppendString(dst, t.DestinationSecretTokenSignature)
	}
	return dst
}

// ReportRequest is what the browser posts: the report URL and the report.
type ReportRequest struct {
	URL    string
	Report Report
}

// BuildReport validates the link, then makes the report request for its
// click triggered with triggerData (0..15) in the given version.
func BuildReport(l Link, triggerData uint8, version int) (ReportRequest, error) {
	if triggerData > 15 {
		return ReportRequest{}, newError(RuleTriggerData, -1, itoa(int(triggerData)),
			"trigger data "+itoa(int(triggerData))+" is not a four-bit value (0 to 15)")
	}
	c, err := ValidateLink(l)
	if err != nil {
		return ReportRequest{}, err
	}
	return ReportRequest{URL: "https://" + c.SourceSite + ReportPath, Report: NewReport(c, triggerData, version)}, nil
}

// AppendJSON writes {"url": …, "report": {…}}, the CLI's pcm report object.
func (r ReportRequest) AppendJSON(dst []byte) []byte {
	dst = append(dst, '{')
	dst = jsonw.AppendKey(dst, "url")
	dst = jsonw.AppendString(dst, r.URL)
	dst = jsonw.AppendKey(dst, "report")
	dst = r.Report.AppendJSON(dst)
	return append(dst, '}')
}
