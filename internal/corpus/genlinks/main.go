// Command genlinks writes the benchmark corpus, one link per line, so that
// whole-process throughput can be measured the same way anywhere:
//
//	go run ./internal/corpus/genlinks -n 1000000 > links.txt
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"

	"github.com/linkscope/linkscope/internal/corpus"
)

func main() {
	n := flag.Int("n", 100000, "number of links")
	flag.Parse()
	w := bufio.NewWriter(os.Stdout)
	// Generate in blocks so a million links need little memory.
	const block = 10000
	links := corpus.Links(block)
	for i := range *n {
		fmt.Fprintln(w, links[i%block])
	}
	if err := w.Flush(); err != nil {
		fmt.Fprintln(os.Stderr, "genlinks:", err)
		os.Exit(1)
	}
}
