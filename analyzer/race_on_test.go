//go:build race

package analyzer_test

// raceEnabled is true when the tests run under the race detector, which makes the Go side of
// the corpus test ten times slower: it then reads a fixed tenth of the corpus (the full corpus
// runs without -race).
const raceEnabled = true
