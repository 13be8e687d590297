package model

import (
	"errors"
	"strconv"

	"github.com/linkscope/linkscope/core/qr"
	"github.com/linkscope/linkscope/core/textsafe"
	"github.com/linkscope/linkscope/model/component"
)

// qrCode is a QR code on screen: of what, and the half-block text.
type qrCode struct {
	title  string
	blocks string
}

// showQR encodes the active view's focused result, or says why it cannot.
func (m *Model) showQR() {
	what, text, problem := m.view().Target()
	if problem != "" {
		m.setStatus("no QR code: "+problem, true)
		return
	}
	mat, err := qr.Encode(text)
	if err != nil {
		var long *qr.TooLongError
		msg := err.Error()
		if errors.As(err, &long) {
			msg = "the " + what + " is too long for a QR code (" + component.Plural(len(text), "byte") + ")"
		}
		m.setStatus("no QR code: "+textsafe.Escape(msg), true)
		return
	}
	m.qr = &qrCode{
		title:  "QR code of the " + what + " · " + strconv.Itoa(mat.Size()) + " modules · any key closes",
		blocks: mat.HalfBlocks(m.dark),
	}
}
