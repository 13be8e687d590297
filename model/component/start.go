package component

import (
	"github.com/linkscope/linkscope/internal/config"
	"github.com/linkscope/linkscope/internal/follow"
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
}

// Start makes a view: the one constructor every view package offers (its
// Start), so registering a view is one line in the root's list. notice
// says why something the view reads at start could not be read, for the
// status line; "" when all went well.
type Start func(c *Common, s Startup) (view Component, notice string)
