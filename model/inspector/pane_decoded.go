package inspector

import (
	"strings"
	"time"

	"github.com/linkscope/linkscope/core/decode"
	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/ui"
)

// Decoded shows what the link's opaque values say: each fact's label and
// value (a time also in the local zone), where it was found and how sure
// the reading is; the copy key copies the value. A wrapper's destination
// and the Openstat marker are not in the section: they have panes of their
// own. It steps aside when nothing decodes.
func (sectionPanes) Decoded(r *inspect.Report, _ *paneContext) (ui.Pane, bool) {
	p := ui.Pane{Title: "Decoded"}
	for i := range r.Decoded {
		f := &r.Decoded[i]
		v := f.Value
		if local := f.AppendLocal(nil, time.Local); len(local) > 0 {
			v += " (" + string(local) + ")"
		}
		it := ui.Item{Label: f.Label, Value: v, Copy: f.Value, CopyName: f.Label,
			Detail: strings.Join(f.Chain, " > ") + " · " + string(f.Confidence)}
		if f.Confidence == decode.Low {
			it.Detail += " (a guess)"
		}
		p.Items = append(p.Items, it)
	}
	return p, len(p.Items) > 0
}
