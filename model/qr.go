package model

import (
	"errors"
	"strconv"

	"github.com/linkscope/linkscope/core/qr"
	"github.com/linkscope/linkscope/core/textsafe"
)

// qrCode is a QR code on screen: of what, and the half-block text.
type qrCode struct {
	title  string
	blocks string
}

// target is what the current view's copy and QR keys act on.
func (m Model) target() (what, text, problem string) {
	if m.view == viewBuild {
		return m.form.Target()
	}
	return m.insp.Target()
}

// showQR encodes the focused result, or says why it cannot.
func (m *Model) showQR() {
	what, text, problem := m.target()
	if problem != "" {
		m.status, m.statusErr = "no QR code: "+problem, true
		return
	}
	mat, err := qr.Encode(text)
	if err != nil {
		var long *qr.TooLongError
		msg := err.Error()
		if errors.As(err, &long) {
			msg = "the " + what + " is too long for a QR code (" + plural(len(text), "byte") + ")"
		}
		m.status, m.statusErr = "no QR code: "+textsafe.Escape(msg), true
		return
	}
	m.qr = &qrCode{
		title:  "QR code of the " + what + " · " + strconv.Itoa(mat.Size()) + " modules · any key closes",
		blocks: mat.HalfBlocks(m.dark),
	}
}
