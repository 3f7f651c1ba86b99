package executors_test

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"testing"
	"time"

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

func TestPoolConfigValidateNamesTheKey(t *testing.T) {
	if err := (executors.PoolConfig{Size: 64, MaxAge: time.Minute, MaxKeys: 64, Parallel: 16}).Validate("pool"); err != nil {
		t.Fatalf("the largest valid pool: %v", err)
	}
	err := executors.PoolConfig{Size: 65, MaxAge: -time.Second, MaxKeys: -1, Parallel: 17}.Validate("executors.container.pool")
	want := []string{
		"executors.container.pool.size 65: want 0 (no pool) to 64",
		"executors.container.pool.max_age -1s: want a positive duration, or 0 for the default",
		"executors.container.pool.max_keys -1: want 0 (default) to 64",
		"executors.container.pool.parallel 17: want 0 (default) to 16",
	}
	fes := executors.FieldErrors(err)
	if len(fes) != len(want) {
		t.Fatalf("FieldErrors(%v) = %d errors, want %d", err, len(fes), len(want))
	}
	for i, fe := range fes {
		if fe.Error() != want[i] {
			t.Errorf("error %d = %q, want %q", i, fe, want[i])
		}
	}
}

func TestFieldErrorFormatsAndUnwraps(t *testing.T) {
	cause := fs.ErrPermission
	err := fmt.Errorf("subprocess: %w", errors.Join(
		&executors.FieldError{Field: "executors.subprocess.work_dir", Value: "/w", Err: cause},
		&executors.FieldError{Field: "executors.subprocess.bwrap", Value: "/b", Problem: "install bubblewrap", Err: cause},
		&executors.FieldError{Field: "executors.subprocess", Problem: "want a mapping"},
	))
	var got []string
	for _, fe := range executors.FieldErrors(err) {
		got = append(got, fe.Error())
	}
	want := []string{
		`executors.subprocess.work_dir "/w": permission denied`,
		`executors.subprocess.bwrap "/b": install bubblewrap: permission denied`,
		`executors.subprocess: want a mapping`,
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
	if !errors.Is(err, fs.ErrPermission) {
		t.Error("the cause is not unwrapped")
	}
	if executors.FieldErrors(errors.New("plain")) != nil || executors.FieldErrors(nil) != nil {
		t.Error("FieldErrors found errors where there are none")
	}
}
