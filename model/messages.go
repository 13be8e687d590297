package model

import "github.com/linkscope/linkscope/core/openstat"

// CopyMsg asks the root to copy Text; What names it for the status line.
type CopyMsg struct {
	What string
	Text string
}

// CopiedMsg reports a copy: sent via OSC 52 always, and Err is the native
// clipboard's error, if any.
type CopiedMsg struct {
	What  string
	Bytes int
	Err   error
}

// InspectMsg asks for URL to be inspected (the built link, sent over).
type InspectMsg struct{ URL string }

// EditMsg asks for the build form to be loaded with an inspected link's
// marker, for re-tagging.
type EditMsg struct {
	URL      string
	Marker   openstat.Marker
	Encoding openstat.Encoding
	Place    openstat.Place
}

// StatusMsg puts a line in the status bar.
type StatusMsg struct {
	Text string
	Err  bool
}

// savedMsg reports the suggestions file write.
type savedMsg struct{ err error }
