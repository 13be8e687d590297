package pcm

// Privacy holds the "what will be reported" figures the UI shows next to a
// link or a trigger. Each comes from the draft ("Private Click
// Measurement"); WebKit ships the same values (see Facts for the
// citations).
type Privacy struct {
	SourceIDBits    int // §1.2: attribution source id, eight-bit
	TriggerDataBits int // §1.2: trigger data, four-bit
	PriorityBits    int // §1.2: optional priority, six-bit; never reported
	TotalBits       int // §10: 12 bits (8+4)
	Values          int // §10: 4096 values per click source-attribute-on pair
	DelayMinHours   int // §10: reports are delayed 24–48 hours
	DelayMaxHours   int
	ClickWindowDays int // §10: clicks are kept 7 days
}

// PrivacyFigures returns the document's figures.
func PrivacyFigures() Privacy {
	return Privacy{
		SourceIDBits: 8, TriggerDataBits: 4, PriorityBits: 6,
		TotalBits: 12, Values: 1 << 12,
		DelayMinHours: 24, DelayMaxHours: 48, ClickWindowDays: 7,
	}
}

// Fact is one line of the explanation: a label, the value, and where the
// value comes from.
type Fact struct {
	Label  string
	Value  string
	Source string
}

// Explain returns the facts for the UI, in reading order. It builds a new
// slice each time, so callers may keep or change it.
func Explain() []Fact {
	p := PrivacyFigures()
	return []Fact{
		{"Reported from the click", itoa(p.SourceIDBits) + " bits: the attribution source id, 0 to 255", "PCM draft §1.2, §2"},
		{"Reported from the conversion", itoa(p.TriggerDataBits) + " bits: the trigger data, 0 to 15", "PCM draft §1.2, §3"},
		{"Total entropy", itoa(p.TotalBits) + " bits (8+4): " + itoa(p.Values) + " values per click source-attribute-on pair", "PCM draft §10"},
		{"Report delay",
			"random, " + itoa(p.DelayMinHours) + " to " + itoa(p.DelayMaxHours) + " hours after the triggering event (later if the device is off or offline)",
			"PCM draft §10; WebKit PrivateClickMeasurement.cpp randomlyBetweenTwentyFourAndFortyEightHours"},
		{"Click window", itoa(p.ClickWindowDays) + " days: a stored click older than that cannot be attributed",
			"PCM draft §10; WebKit PrivateClickMeasurement::maxAge() = 24h × 7"},
		{"Several conversions", "only the one with the highest priority (six-bit, 00 to 63) is reported; the others are discarded",
			"PCM draft §1.2, §5; WebKit attributeAndGetEarliestTimeToSend"},
		{"Not reported", "cookies, credentials, the time of the click or conversion, the page URLs", "PCM draft §10"},
	}
}
