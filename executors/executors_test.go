package executors_test

import (
	"fmt"
	"testing"

	"github.com/sluice-gw/sluice/executors"
)

func TestSubjectRefusesUnsafeTokens(t *testing.T) {
	for _, c := range []struct{ ex, img string }{{"sub.process", "x"}, {"subprocess", "a*"}, {"", "x"}, {"subprocess", "a>"}, {"Sub", "x"}} {
		if s, err := executors.Subject(c.ex, c.img); err == nil {
			t.Errorf("Subject(%q, %q) = %q, want an error", c.ex, c.img, s)
		}
	}
}

func TestJobValidate(t *testing.T) {
	good := executors.Job{RunID: "r-1", Kind: executors.KindCode, Code: "x", Image: "python-data-basic"}
	if err := good.Validate(); err != nil {
		t.Fatal(err)
	}
	bad := executors.Job{RunID: "../x", Kind: "shell", Image: "a.b"}
	if err := bad.Validate(); err == nil {
		t.Fatal("accepted")
	}
}

func TestWithDefaultsFillsOnlyZeros(t *testing.T) {
	l := executors.Limits{TimeoutS: 2, Pids: 10}.WithDefaults()
	if l.TimeoutS != 2 || l.Pids != 10 || l.MemoryMB != executors.DefaultLimits.MemoryMB || l.OutputBytes == 0 {
		t.Fatalf("%+v", l)
	}
}

func ExampleSubject() {
	s, _ := executors.Subject("subprocess", "python-stats")
	fmt.Println(s)
	// Output: sluice.run.subprocess.python-stats
}
