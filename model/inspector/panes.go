package inspector

import (
	"reflect"
	"strings"

	"github.com/linkscope/linkscope/core/inspect"
	"github.com/linkscope/linkscope/core/uri"
	"github.com/linkscope/linkscope/ui"
)

// paneContext is what a pane needs besides the report.
type paneContext struct {
	extra    int         // lines of the paste after the one inspected
	preset   string      // the normalization preset's name
	rules    uri.RuleSet // and its rules
	root     *ui.KeyMap  // the shared keys
	keys     *KeyMap     // the view's own
	noUnwrap bool        // the panes analyse a wrapped link itself, not its destination
	follow   *following  // the follow key's run and result
}

// paneFunc turns one part of the report into a pane; ok is false when it
// does not apply to this link, and the pane steps aside.
type paneFunc func(r *inspect.Report, ctx *paneContext) (p ui.Pane, ok bool)

// namedPane is a pane function and the name its selection and caches are
// kept under: a report section's name, or one of the view's own panes.
type namedPane struct {
	name string
	pane paneFunc
}

// sectionPanes draws the report's sections: one method per section, named
// after it (URI for "uri", SafeBrowsing for "safebrowsing"), each in its
// own pane_*.go file. A new section is a new file with its method, found
// by its name; TestEverySectionHasAPane fails until it is written.
type sectionPanes struct{}

// sectionPaneFuncs are sectionPanes' methods by the section names they
// draw.
func sectionPaneFuncs() map[string]paneFunc {
	t := reflect.TypeFor[sectionPanes]()
	out := make(map[string]paneFunc, t.NumMethod())
	for i := range t.NumMethod() {
		m := t.Method(i)
		draw, ok := m.Func.Interface().(func(sectionPanes, *inspect.Report, *paneContext) (ui.Pane, bool))
		if !ok {
			panic("inspector: sectionPanes." + m.Name + " is not a pane")
		}
		out[strings.ToLower(m.Name)] = func(r *inspect.Report, ctx *paneContext) (ui.Pane, bool) { return draw(sectionPanes{}, r, ctx) }
	}
	return out
}

// paneOrder is the panes in screen order: the input's own pane, then the
// sections as people read them (core/inspect's order), the follow pane
// after the wrapper chain it continues.
func paneOrder() []namedPane {
	bySection := sectionPaneFuncs()
	out := []namedPane{{"link", linkPane}}
	for _, s := range inspect.ReadingOrder() {
		out = append(out, namedPane{s.Name, bySection[s.Name]})
		if s.Name == "unwrapped" {
			out = append(out, namedPane{"follow", followPane})
		}
	}
	return out
}

// inRightColumn reports whether a pane goes in the right-hand column on a
// wide screen: the ones made of long URLs.
func inRightColumn(name string) bool { return name == "normalized" || name == "safebrowsing" }
