package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/sluice-gw/sluice/executors/worker"
)

func workerCmd(args []string) error {
	fs := flag.NewFlagSet("worker", flag.ContinueOnError)
	url := fs.String("nats", "", "URL of the NATS server or cluster (required), e.g. nats://127.0.0.1:4222")
	config := fs.String("config", "", "YAML config file; the worker reads its executors: section (the same file as serve's)")
	slots := fs.Int("slots", worker.DefaultSlots, "runs executed at once")
	backlog := fs.Int("backlog", 0, backlogUsage)
	logJSON := fs.Bool("log-json", false, "log JSON lines instead of text")
	logLevel := fs.String("log-level", "info", "log level: trace, debug, info, warn, error")
	metricsAddr := fs.String("metrics-addr", "", "serve the worker's Prometheus metrics (warm pool, time to first line) at http://ADDR/metrics; empty: none")
	var ef executorFlags
	ef.register(fs, "executor to serve: subprocess, container or function")
	if err := fs.Parse(args); err != nil {
		return err
	}
	fc, err := loadConfig(*config)
	if err != nil {
		return err
	}
	exCfg, err := ef.apply(fs, fc.Executors)
	if err != nil {
		return err
	}
	if *url == "" {
		return errors.New("worker: --nats URL is required")
	}
	log := newLogger(*logJSON, *logLevel)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	nc, err := nats.Connect(*url, nats.Name("sluice-worker"), nats.MaxReconnects(-1))
	if err != nil {
		return fmt.Errorf("--nats %s: %w", *url, err)
	}
	defer nc.Drain()
	reg := newRegistry()
	wm := newWorkerMetrics(reg)
	w, err := startWorker(ctx, nc, workerSpec{ef.executor, exCfg, *slots, *backlog, wm.observe}, log)
	if err != nil {
		return err
	}
	wm.set(w)
	if *metricsAddr != "" {
		ln, err := net.Listen("tcp", *metricsAddr)
		if err != nil {
			_ = w.Stop()
			return fmt.Errorf("--metrics-addr: %w", err)
		}
		srv := &http.Server{Handler: promhttp.HandlerFor(reg, promhttp.HandlerOpts{}), ReadHeaderTimeout: 10 * time.Second}
		go func() { _ = srv.Serve(ln) }()
		defer srv.Close()
		log.Info("worker metrics", "addr", "http://"+ln.Addr().String()+"/metrics")
	}
	<-ctx.Done()
	log.Info("worker stopping; runs in progress finish first")
	return w.Stop()
}
