package container_test

import (
	"context"
	"fmt"
	"log"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/container"
)

// Run pandas code against a CSV in a fresh container of the python-data-basic image. (Compiled,
// not run: it needs a Docker engine and the images built by images/build.sh.)
func ExampleExecutor_Run() {
	e, err := container.New(container.Config{}) // DOCKER_HOST or the local socket, runc, sluice/<image>:latest
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
		log.Fatal(err) // the container could not be provided
	}
	fmt.Println(res.Outcome, res.Stdout, res.Report.Warnings)
}

// Run under gVisor where the engine has it registered (daemon.json "runtimes": {"runsc": ...}).
func ExampleNew_gVisor() {
	e, err := container.New(container.Config{Runtime: "runsc"})
	if err != nil {
		log.Fatal(err) // e.g. executors.container.runtime "runsc": the engine does not have it
	}
	defer e.Close()
	imgs, _ := e.Images(context.Background())
	fmt.Println(e.Runtime(), imgs)
}
