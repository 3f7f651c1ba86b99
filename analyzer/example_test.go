package analyzer_test

import (
	"encoding/json"
	"fmt"

	"github.com/sluice-gw/sluice/analyzer"
)

func ExampleAnalyze() {
	f := analyzer.Analyze(`import numpy as np
m = np.linalg.inv(a)
print(f"{df['profit'].sum():,.2f}")
`)
	fmt.Println(f.Parsed, f.Modules, f.DFColumns)
	for _, c := range f.Calls {
		fmt.Printf("%s literal=%v at %d:%d\n", c.Name, c.LiteralArgs, c.Line, c.Col)
	}
	// Output:
	// true [numpy] [profit]
	// numpy.linalg.inv literal=false at 2:5
	// print literal=false at 3:1
	// .sum literal=true at 3:10
}

func ExampleAnalyze_syntaxError() {
	f := analyzer.Analyze("total = df['revenue'].sum()\nif total > 0\n    print(total)\n")
	b, _ := json.Marshal(f.SyntaxError)
	fmt.Println(f.Parsed, string(b))
	// Output:
	// false {"type":"SyntaxError","line":2,"col":13,"message":"expected ':'"}
}
