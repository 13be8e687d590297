// Command linkscope builds and inspects tracked links: Openstat markers,
// RFC 3986 components and normalization, Safe Browsing hashes, Private Click
// Measurement URLs and tracking parameters, in a terminal UI and as
// scriptable JSON Lines subcommands.
package main

import (
	"os"

	"github.com/linkscope/linkscope/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], cli.StdIO()))
}
