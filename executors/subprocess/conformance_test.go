package subprocess

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/conformance"
)

// TestConformance runs the suite every executor must pass against the bubblewrap executor.
func TestConformance(t *testing.T) {
	conformance.Run(t, func(t *testing.T) executors.Executor { return executor(t) }, conformance.Options{
		KernelOOM: executor(t).Cgroups() != "none",
		Slack:     time.Second,
		Leftovers: func(t *testing.T) []string {
			var left []string
			ents, err := os.ReadDir(sharedWork)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ents {
				if !strings.HasPrefix(e.Name(), ".harness-") {
					left = append(left, "run directory "+filepath.Join(sharedWork, e.Name()))
				}
			}
			if shared.cg == nil {
				return left
			}
			for ctrl, parent := range shared.cg.parent {
				ents, err := os.ReadDir(parent)
				if err != nil {
					t.Fatalf("%s: %v", ctrl, err)
				}
				for _, e := range ents {
					// The suite's run ids start with "cf"; other workers may share the parent.
					if e.IsDir() && strings.HasPrefix(e.Name(), "cf") {
						left = append(left, "cgroup "+filepath.Join(parent, e.Name()))
					}
				}
			}
			return left
		},
	})
}
