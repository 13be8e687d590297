package model

import (
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/linkscope/linkscope/ui"
)

var updateKeyTable = flag.Bool("update-keys", false, "rewrite the key table of docs/tui.md from the key maps")

// The key table of docs/tui.md lies between these lines.
const (
	tableStart = "<!-- key table: made from the key maps (model.keyDocs); go test ./model -update-keys rewrites it -->\n"
	tableEnd   = "<!-- end of key table -->\n"
)

// TestKeyTable checks the key table of docs/tui.md is the key maps'.
func TestKeyTable(t *testing.T) {
	const path = "../docs/tui.md"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	start, end := strings.Index(readme, tableStart), strings.Index(readme, tableEnd)
	if start < 0 || end < start {
		t.Fatalf("docs/tui.md has no key table between %q and %q", tableStart, tableEnd)
	}
	m := newSheetTest(t, 150, 50) // every view, the Sheet view too
	want := ui.KeyTable(keyDocs(&m.c.Keys, m.views))
	if got := readme[start+len(tableStart) : end]; got != want {
		if *updateKeyTable {
			readme = readme[:start+len(tableStart)] + want + readme[end:]
			if err := os.WriteFile(path, []byte(readme), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("the key table of docs/tui.md is not the key maps' (go test ./model -update-keys rewrites it):\n%s\nwant:\n%s", got, want)
	}
}

// TestDocsCoverKeyMaps checks every binding of the shared key map and of
// each view's is in the key table, so a new binding cannot go
// undocumented.
func TestDocsCoverKeyMaps(t *testing.T) {
	m := newSheetTest(t, 150, 50)
	documented := map[string]bool{}
	for _, d := range keyDocs(&m.c.Keys, m.views) {
		for _, b := range d.Bindings {
			documented[bindingID(b)] = true
		}
	}
	all := ui.BindingsOf(&m.c.Keys)
	for _, v := range m.views {
		all = append(all, v.Bindings()...)
	}
	if len(all) < 40 {
		t.Fatalf("only %d bindings found in the key maps: BindingsOf misses some", len(all))
	}
	for _, b := range all {
		if !documented[bindingID(b)] {
			t.Errorf("%s (%s) is not in the key table", b.Help().Key, b.Help().Desc)
		}
	}
}

// bindingID tells bindings apart by their keys and what they do.
func bindingID(b key.Binding) string { return strings.Join(b.Keys(), " ") + "\x00" + b.Help().Desc }

// TestViewKeysLeaveRootKeys checks no view binds a key the root claims
// before the view sees it (quit, help, switch view, QR): such a binding
// would never fire.
func TestViewKeysLeaveRootKeys(t *testing.T) {
	m := newSheetTest(t, 150, 50)
	k := &m.c.Keys
	claimed := map[string]string{}
	for _, b := range []key.Binding{k.Quit, k.QuitLetter, k.Help, k.HelpLetter, k.SwitchView, k.QR} {
		for _, name := range b.Keys() {
			claimed[name] = b.Help().Desc
		}
	}
	for _, v := range m.views {
		for _, b := range v.Bindings() {
			for _, name := range b.Keys() {
				if root, ok := claimed[name]; ok {
					t.Errorf("%s: %q (%s) is the root's %s key", v.Name(), name, b.Help().Desc, root)
				}
			}
		}
	}
}

// TestLeftAloneKeys: the keys docs/tui.md says are left alone (terminals
// alias or intercept them) are bound in no key map.
func TestLeftAloneKeys(t *testing.T) {
	data, err := os.ReadFile("../docs/tui.md")
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(data)), " ")
	end := strings.Index(text, " are left alone")
	if end < 0 {
		t.Fatal(`docs/tui.md no longer says which keys "are left alone"`)
	}
	sentence := text[strings.LastIndex(text[:end], ". ")+2 : end]
	m, _, _ := newTest(t, "", 150, 50)
	all := ui.BindingsOf(&m.c.Keys)
	for _, v := range m.views {
		all = append(all, v.Bindings()...)
	}
	for _, part := range strings.Split(sentence, "`")[1:] {
		name := strings.TrimSpace(part)
		if !strings.HasPrefix(name, "ctrl+") {
			continue
		}
		for _, b := range all {
			for _, k := range b.Keys() {
				if k == name {
					t.Errorf("docs/tui.md says %s is left alone; %q binds it", name, b.Help().Desc)
				}
			}
		}
	}
}
