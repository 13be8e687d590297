package component

import (
	"github.com/linkscope/linkscope/core/sheet"
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/follow"
	"github.com/linkscope/linkscope/internal/sheetio"
	"github.com/linkscope/linkscope/internal/shorten"
)

// Startup is what the root starts every view with, besides Common: what
// the reader asked for and where the views keep their files. A view takes
// what it needs and leaves the rest.
type Startup struct {
	// Link is the link the UI opens on; Sample says it is the built-in
	// sample, which the first edit replaces.
	Link   string
	Sample bool
	// Files are the files views keep between runs (internal/config works
	// out where); "" keeps none.
	Files config.Files
	// Follow configures the follow key's requests, the UI's only network
	// access.
	Follow follow.Options
	// Shorten makes the Build view's link shortener when its key is first
	// pressed (the settings are read then); nil for none.
	Shorten func() (*shorten.Shortener, error)
	// Sheet is a worksheet to open (build --xlsx FILE on a terminal): the
	// Sheet view is made only then; nil for none.
	Sheet *SheetOpen
}

// SheetOpen is a worksheet read for the Sheet view, and the rules its rows
// are built with (those of build --xlsx).
type SheetOpen struct {
	Table *sheetio.Table
	Rules sheet.Rules
	// Out is where the view writes the workbook back ("" for a name
	// beside the input that is not taken).
	Out string
}

// Start makes a view: the one constructor every view package offers (its
// Start), so registering a view is one line in the root's list. notice
// says why something the view reads at start could not be read, for the
// status line; "" when all went well. A view that has nothing to show in
// this run (the Sheet view with no sheet) returns a nil view and is left
// out.
type Start func(c *Common, s Startup) (view Component, notice string)
