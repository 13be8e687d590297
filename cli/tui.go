package cli

import "fmt"

// runDefault is `linkscope [URL]`: the terminal UI.
func runDefault(args []string, stdio IO) int {
	if len(args) > 0 && args[0] == "--" {
		args = args[1:]
	}
	if len(args) > 1 {
		fmt.Fprintf(stdio.Err, "linkscope: unknown command %q\n", args[0])
		writeUsage(stdio.Err)
		return exitUsage
	}
	writeUsage(stdio.Err)
	return exitUsage
}
