package subprocess_test

import (
	"context"
	"fmt"
	"log"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/subprocess"
)

// Run pandas code against a CSV in a fresh bubblewrap sandbox. (Compiled, not run: it needs
// bwrap and Debian's python3-pandas.)
func ExampleExecutor_Run() {
	e, err := subprocess.New(subprocess.Config{}) // bwrap, /usr/bin/python3, cgroups detected
	if err != nil {
		log.Fatal(err)
	}
	defer e.Close()
	res, err := e.Run(context.Background(), executors.Job{
		RunID:     "r-123",
		Kind:      executors.KindCode,
		Code:      `print(df.groupby("region")["profit"].sum())`,
		Image:     "python-data-basic",
		InputPath: "/var/lib/sluice/datasets/sales.csv",
		OutputDir: "/var/lib/sluice/artifacts/r-123",
		Limits:    executors.Limits{TimeoutS: 8, MemoryMB: 512},
	})
	if err != nil {
		log.Fatal(err) // the sandbox could not be provided
	}
	fmt.Println(res.Outcome, res.Stdout, res.Report.Warnings)
}
