package form

import (
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/linkscope/linkscope/internal/history"
	"github.com/linkscope/linkscope/model/component"
)

// urlKey is where a history record keeps the link the form tagged, next
// to the campaign fields, so the record can be built again.
const urlKey = "url"

// record returns the command that appends the built link to the history
// in the config directory: every link copied or sent to Inspect from
// here is kept, once while it stays the same. The write is a command,
// never done in Update.
func (f *Model) record() tea.Cmd {
	// Copying a link and then inspecting it is one link built, not two.
	key := f.template + "\x00" + f.tagged.URL
	if f.files.History == "" || key == f.recorded {
		return nil
	}
	f.recorded = key
	return f.appendRecord(f.historyRecord())
}

// historyRecord is the built link as the history keeps it.
func (f *Model) historyRecord() history.Record {
	rec := history.Record{Time: time.Now().UTC(), Fields: map[string]string{urlKey: f.fields[0].Value()},
		Template: f.template, Link: f.tagged.URL}
	for i, name := range convNames {
		if v := f.fields[i].Value(); name != "" && v != "" {
			rec.Fields[name] = v
		}
	}
	return rec
}

// fill puts a history record's values in the form.
func (f *Model) fill(msg component.FillMsg) {
	f.fields[0].Set(msg.URL)
	for i := 1; i < len(f.fields); i++ {
		f.fields[i].Set(msg.Fields[convNames[i]])
		if i >= firstUTM && msg.Fields[convNames[i]] != "" {
			f.utmOpen = true
		}
	}
	f.enc = max(0, indexOf(encodings, msg.Encoding))
	f.place = max(0, indexOf(places, msg.Place))
	f.focus, f.sample, f.template, f.pick, f.fromTmpl = 1, false, msg.Template, -1, templateFill{}
	f.recompute()
}
