package redact

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestSensitiveValues(t *testing.T) {
	var b strings.Builder
	b.WriteString("\ufeffName,Email,country,age,password,note\n")
	for i := 0; i < 40; i++ {
		country := "CN"
		if i%2 == 1 {
			country = "United Kingdom"
		}
		name := fmt.Sprintf("Person %d", i)
		switch i {
		case 0:
			name = "张伟"
		case 1:
			name = "Li"
		case 2:
			name = ""
		case 3:
			name = "  Wang Fang  "
		case 4:
			name = "unknown"
		case 5:
			name = "email"
		}
		fmt.Fprintf(&b, "%s,u%d@x.org,%s,%d,%d,n\n", name, i, country, 20+i, 100000+i)
	}
	vals, err := SensitiveValues([]byte(b.String()), []string{"name", "COUNTRY", "Age", "password"}, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"张伟", "Wang Fang", "Person 39", "100039"} {
		if !slices.Contains(vals, want) {
			t.Errorf("%q missing from %q", want, vals)
		}
	}
	// Too short, empty, common, a column name, a small number, a category of half the rows.
	for _, not := range []string{"Li", "", "unknown", "email", "25", "United Kingdom", "CN", "  Wang Fang  "} {
		if slices.Contains(vals, not) {
			t.Errorf("%q should be left out", not)
		}
	}
	for i := 1; i < len(vals); i++ {
		if len(vals[i]) > len(vals[i-1]) {
			t.Fatalf("not longest first: %q", vals)
		}
	}

	if _, err := SensitiveValues([]byte("a,b\n1,2\n"), []string{"c"}, 0); err == nil || !strings.Contains(err.Error(), `"c"`) {
		t.Errorf("missing column: %v", err)
	}
	if v, err := SensitiveValues([]byte("a\n"), nil, 0); v != nil || err != nil {
		t.Errorf("no columns: %v %v", v, err)
	}
	if _, err := SensitiveValues([]byte("a,\"b\n"), []string{"a"}, 0); err == nil {
		t.Error("bad CSV accepted")
	}

	var many strings.Builder
	many.WriteString("email\n")
	for i := 0; i < 100; i++ {
		fmt.Fprintf(&many, "person%d@example.com\n", i)
	}
	v, err := SensitiveValues([]byte(many.String()), []string{"email"}, 10)
	if !errors.Is(err, ErrTooManyValues) || len(v) != 10 {
		t.Errorf("max: %d values, %v", len(v), err)
	}
}
