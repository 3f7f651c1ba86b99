package redact_test

import (
	"errors"
	"fmt"

	"github.com/sluice-gw/sluice/gateway/internal/redact"
)

func ExampleStage_Text() {
	s, err := redact.New(redact.Rules{StdoutMaxBytes: 4096, StderrMaxBytes: 2048, MaxRows: 50, Masks: []string{"email", "phone", "cn_id", "bank_card"}})
	if err != nil {
		panic(err)
	}
	fmt.Print(s.Text("stdout", "contact alice@example.com or 13800138000, id 11010519491231002X\n", 0))
	fmt.Print(s.Text("stderr", "/usr/lib/python3/dist-packages/pandas/core/frame.py:12: FutureWarning: card 4111 1111 1111 1111\n", 0))
	fmt.Println(s.Report().Masked)
	// Output:
	// contact [email] or [phone], id [cn_id]
	// <path>:12: FutureWarning: card [bank_card]
	// map[bank_card:1 cn_id:1 email:1 host_path:1 phone:1]
}

func ExampleStage_Artifact() {
	s, err := redact.New(redact.Rules{
		ArtifactTypes: redact.DefaultArtifactTypes, MaxArtifacts: 8, MaxArtifactBytes: 5 << 20,
		MaxTotalArtifactBytes: 16 << 20, MaxRows: 2, Masks: []string{"email"},
	})
	if err != nil {
		panic(err)
	}
	out, typ, err := s.Artifact("top.csv", []byte("name,email\nA,a@x.com\nB,b@x.com\nC,c@x.com\n"))
	fmt.Printf("%s %v\n%s", typ, err, out)
	_, _, err = s.Artifact("chart.png", []byte("region,revenue\n华东,1\n华北,2\n"))
	fmt.Println(errors.Is(err, redact.ErrRefused), err)
	fmt.Println(s.Report().Warnings)
	// Output:
	// text/csv <nil>
	// name,email
	// A,[email]
	// B,[email]
	// true its name says PNG image but its content is CSV text
	// [artifact "top.csv": kept the first 2 of 3 rows (1 omitted) artifact "chart.png" refused: its name says PNG image but its content is CSV text]
}

func ExampleSensitiveValues() {
	dataset := []byte("customer,phone,city\nZhang Wei,13800138000,Shanghai\nLi,13900139000,Beijing\n")
	values, err := redact.SensitiveValues(dataset, []string{"customer"}, 0)
	fmt.Println(values, err)
	s, _ := redact.New(redact.Rules{StdoutMaxBytes: 4096, SensitiveValues: values})
	fmt.Println(s.Text("stdout", "top customer: Zhang Wei", 0))
	// Output:
	// [Zhang Wei] <nil>
	// top customer: [sensitive_column]
}

func ExampleNewDatasetRows() {
	dataset := []byte("customer,city,spend\nZhang Wei,Shanghai,12.30\nLi Na,Beijing,7\nWang Fang,Shenzhen,\n")
	rows, err := redact.NewDatasetRows(dataset, 0)
	fmt.Println(rows.Rows(), rows.Fingerprints(), err)
	s, _ := redact.New(redact.Rules{
		ArtifactTypes: redact.DefaultArtifactTypes, MaxArtifacts: 8, MaxArtifactBytes: 5 << 20,
		MaxTotalArtifactBytes: 16 << 20, MaxRows: 50, DatasetRows: rows, MaxDatasetRows: 2,
	})
	// The dataset as pandas' to_markdown() writes it: three rows, one past the limit.
	md := "|    | customer   | city     |   spend |\n|---:|:-----------|:---------|--------:|\n" +
		"|  0 | Zhang Wei  | Shanghai |    12.3 |\n|  1 | Li Na      | Beijing  |     7   |\n" +
		"|  2 | Wang Fang  | Shenzhen |   nan   |\n"
	out, _, err := s.Artifact("customers.md", []byte(md))
	fmt.Print(string(out), err, "\n")
	fmt.Println(s.Report().Warnings)
	// Output:
	// 3 3 <nil>
	// |    | customer   | city     |   spend |
	// |---:|:-----------|:---------|--------:|
	// |  0 | Zhang Wei  | Shanghai |    12.3 |
	// |  1 | Li Na      | Beijing  |     7   |
	// … 1 line omitted (rows of the dataset past this run's limit)
	// <nil>
	// [artifact "customers.md" cut: it reproduces rows of the dataset verbatim, and the artifacts of a run may carry at most 2 of them (1 line omitted)]
}
