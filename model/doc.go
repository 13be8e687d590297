// Package model holds linkscope's terminal UI state and decisions. The
// root model here holds the views (components, each in its own package
// under model/) and the active one, routes keys and messages, and draws
// the chrome around the active view: header, status line, help, and the
// QR code and full help overlays. It knows no view by name: the views are
// the list in views.go.
//
// # Adding a view
//
// A view is its package plus one line. What it touches:
//
//  1. A package model/NAME whose Model implements component.Component
//     (model/component: Name, its tab; Update, View, SetSize, Typing,
//     Target, HelpIntro, ShortHelp and FullHelp, KeyDocs, Bindings) and
//     whose Start (a component.Start) makes it from component.Common and
//     component.Startup. It draws with ui (the kit: styles, lines, boxes,
//     text, editor, panes, remarks, scrolling) and keeps its own drawing.
//  2. Its keys.go: its KeyMap, DefaultKeyMap and docs (its rows of the
//     key table, returned by KeyDocs). It matches those and the shared
//     ui.KeyMap in component.Common; key names are written only in a
//     keys.go (ui's test fails on one anywhere else).
//  3. One line in views.go, at its place in the tab order.
//
// Everything else follows from the list: the header's tabs, the switch
// key's order, the full help's paragraphs and columns, and the key table,
// where its rows come among the views' in the alphabetical order of their
// names. Then go test ./model -update-keys rewrites docs/tui.md's key
// table, and go test ./model/... -update the whole-screen goldens that
// show the tabs or the help: read the diff. A view talks to the others
// only through the messages of model/component (a new kind of message is
// a change to that contract); its tests and goldens live in its package,
// its tables under testdata/model.
package model
