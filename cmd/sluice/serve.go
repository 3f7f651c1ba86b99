package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/hashicorp/go-hclog"
	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/container"
	"github.com/sluice-gw/sluice/executors/dispatch"
	"github.com/sluice-gw/sluice/executors/function"
	"github.com/sluice-gw/sluice/executors/subprocess"
	"github.com/sluice-gw/sluice/executors/worker"
	"github.com/sluice-gw/sluice/gateway"
	"github.com/sluice-gw/sluice/images"
	"github.com/sluice-gw/sluice/internal/jsretry"
	"github.com/sluice-gw/sluice/policies"
)

// streamOpenPatience bounds how long serve tries to open the decision stream while JetStream
// answers transiently (see serve).
const streamOpenPatience = time.Minute

type serveFlags struct {
	addr       string
	data       string
	natsURL    string
	natsListen string
	config     string
	policyDir  string
	logJSON    bool
	logLevel   string
	exec       executorFlags
	slots      int
	backlog    int
	noWorker   bool
	replicas   int
	executors  string
	name       string
}

func serveCmd(args []string) error {
	var f serveFlags
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	fs.StringVar(&f.addr, "addr", "127.0.0.1:8080", "HTTP listen address of the gateway")
	fs.StringVar(&f.data, "data", "./data", "directory for the embedded NATS JetStream state, the dev key and the decision log")
	fs.StringVar(&f.natsURL, "nats", "", "URL of an external NATS cluster (with JetStream); empty starts an embedded server")
	fs.StringVar(&f.natsListen, "nats-listen", "127.0.0.1:4222", "client listen address of the embedded NATS server (\"\" for in-process only)")
	fs.StringVar(&f.config, "config", "", "YAML config file (tenants and keys, limits, the executors: section); empty runs one dev tenant with the built-in defaults")
	fs.StringVar(&f.policyDir, "policies", "", "policy directory (Rego bundle) or OPA bundle file; empty uses the built-in bundle")
	fs.BoolVar(&f.logJSON, "log-json", false, "log JSON lines instead of text")
	fs.StringVar(&f.logLevel, "log-level", "info", "log level: trace, debug, info, warn, error")
	fs.IntVar(&f.slots, "slots", worker.DefaultSlots, "runs the built-in worker executes at once")
	fs.IntVar(&f.backlog, "backlog", 0, backlogUsage)
	fs.BoolVar(&f.noWorker, "no-worker", false, "start no built-in worker (workers join over --nats)")
	fs.StringVar(&f.executors, "executors", "", "executors the policy may route runs to, comma-separated (subprocess, container, function); empty: --executor's, the built-in worker's")
	fs.IntVar(&f.replicas, "replicas", 1, "replicas of the session and run KV buckets, the object stores and the decision stream in --nats's JetStream (3 in a 3-node cluster; 1 with the embedded server)")
	fs.StringVar(&f.name, "name", "", "this gateway's name in its decision-log chain ids (<name>/<id>), so an auditor reading several gateways' logs knows whose chain is whose; letters, digits, . _ : - (default: the host name and --addr's port)")
	f.exec.register(fs, "executor of the built-in worker: subprocess, container or function")
	if err := fs.Parse(args); err != nil {
		return err
	}
	name, err := gatewayName(f.name, f.addr)
	if err != nil {
		return err
	}
	switch {
	case f.replicas < 1 || f.replicas > 5:
		return exitErr{2, "serve: --replicas must be 1 to 5 (JetStream's limit)"}
	case f.replicas > 1 && f.natsURL == "":
		return exitErr{2, "serve: --replicas above 1 needs --nats (the embedded server is a single node)"}
	}
	offered, err := offeredExecutors(f.executors, f.exec.executor)
	if err != nil {
		return err
	}
	fc, err := loadConfig(f.config)
	if err != nil {
		return err
	}
	exCfg, err := f.exec.apply(fs, fc.Executors)
	if err != nil {
		return err
	}
	log := newLogger(f.logJSON, f.logLevel)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if err := os.MkdirAll(f.data, 0o700); err != nil {
		return fmt.Errorf("--data: %w", err)
	}
	cfg := fc.Config
	if len(cfg.Tenants) == 0 {
		key, err := devKey(f.data, log)
		if err != nil {
			return err
		}
		cfg.Tenants = []gateway.TenantConfig{{ID: gateway.DevTenant, Keys: []gateway.KeyConfig{{Key: key, Role: gateway.RoleAuditor}}}}
	}

	// The backbone: an external cluster, or an embedded server with JetStream.
	nc, shutdownNATS, err := connectNATS(f, log)
	if err != nil {
		return err
	}
	defer shutdownNATS()

	// Policies: loaded, tested, prepared; SIGHUP and file changes reload them.
	pm, err := policies.NewManager(ctx, f.policyDir, log)
	if err != nil {
		return fmt.Errorf("policies: %w", err)
	}
	go pm.Watch(ctx)
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	go func() {
		for range hup {
			if err := pm.Reload(ctx); err != nil {
				log.Error("policy reload rejected; the last good policy stays", "error", err)
			}
		}
	}()

	// The decision log: the JetStream stream, and a JSONL file beside it for `sluice replay`.
	js, err := jetstream.New(nc)
	if err != nil {
		return fmt.Errorf("jetstream: %w", err)
	}
	// On a cluster that has just formed, or while another gateway creates the same replicated
	// stream, placing it can take longer than one API request (gateway-1 of the 3-node cluster
	// test exited so once, in CI): opening it is tried again while JetStream answers
	// transiently, for up to streamOpenPatience.
	streamSink, err := jsretry.Patiently(ctx, time.Now().Add(streamOpenPatience), func() (*policies.JetStreamSink, error) {
		return policies.NewJetStreamSink(ctx, js, policies.StreamOptions{Replicas: f.replicas}, 0)
	})
	if err != nil {
		return fmt.Errorf("decision log: %w", err)
	}
	fileSink, err := policies.OpenJSONL(filepath.Join(f.data, "decisions.jsonl"))
	if err != nil {
		return fmt.Errorf("decision log: %w", err)
	}
	defer fileSink.Close()
	if !fileSink.Direct() {
		log.Info("the decision log's file is written buffered, with an fsync each: its file system takes no direct writes")
	}
	// Each start of a gateway begins a chain of its own, named after the gateway.
	dlog := policies.NewDecisionLog(name+"/"+policies.NewChainID(), streamSink, fileSink)

	// The built-in worker; its pool and start metrics go to the gateway's /metrics.
	reg := newRegistry()
	var w *worker.Worker
	if !f.noWorker {
		wm := newWorkerMetrics(reg)
		if w, err = startWorker(ctx, nc, workerSpec{f.exec.executor, exCfg, f.slots, f.backlog, wm.observe}, log); err != nil {
			return err
		}
		wm.set(w)
		defer w.Stop()
	}

	imgs, err := policyImages()
	if err != nil {
		return err
	}
	disp, err := dispatch.New(nc, 0)
	if err != nil {
		return err
	}
	defer disp.Close()
	registerDispatchMetrics(reg, disp)
	gw, err := gateway.New(ctx, gateway.Options{
		Config:       cfg,
		NATS:         nc,
		Policies:     pm.Current,
		PolicyStatus: pm.Status,
		Labels:       decisionLabels(dlog),
		DecisionLog:  dlog,
		Replicas:     f.replicas,
		Dispatcher:   disp,
		Executors:    offered,
		Images:       imgs,
		Registry:     reg,
		Logger:       log,
		// Gateways behind one front sign the console's cookies alike.
		ConsoleSecret: os.Getenv("SLUICE_CONSOLE_SECRET"),
	})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", f.addr)
	if err != nil {
		return fmt.Errorf("--addr: %w", err)
	}
	srv := &http.Server{Handler: gw.Handler(), ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 2 * time.Minute}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("sluice is serving", "addr", "http://"+ln.Addr().String(), "policy_revision", pm.Current().Revision())

	select {
	case <-ctx.Done():
	case err := <-errc:
		return err
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	return srv.Shutdown(sctx)
}

// offeredExecutors parses --executors: the executors the policy input lists as available,
// each once, in the order given; empty means the built-in worker's (def).
func offeredExecutors(list, def string) ([]string, error) {
	if strings.TrimSpace(list) == "" {
		return []string{def}, nil
	}
	var out []string
	for _, e := range strings.Split(list, ",") {
		e = strings.TrimSpace(e)
		switch e {
		case "subprocess", "container", "function":
		default:
			return nil, exitErr{2, fmt.Sprintf("serve: --executors: unknown executor %q (subprocess, container, function)", e)}
		}
		if !slices.Contains(out, e) {
			out = append(out, e)
		}
	}
	return out, nil
}

// decisionLabels are the labels of the gateway's decision-log entries: its version, and as its
// id the base id of its decision log, which names every chain it writes. No label names the
// current chain (each entry's log_id does): one would go stale when a failed write restarts
// the chain as "<id>~r<n>".
func decisionLabels(dlog *policies.DecisionLog) map[string]string {
	return map[string]string{"version": version, "id": dlog.BaseID()}
}

// policyImages turns the image manifests into the policy input's image list, smallest first.
func policyImages() ([]policies.Image, error) {
	ms, err := images.Manifests()
	if err != nil {
		return nil, err
	}
	out := make([]policies.Image, 0, len(ms))
	for _, m := range ms {
		out = append(out, policies.Image{Name: m.Name, Packages: m.Packages})
	}
	return out, nil
}

func newLogger(json bool, level string) hclog.Logger {
	return hclog.New(&hclog.LoggerOptions{
		Name: "sluice", Level: hclog.LevelFromString(level), JSONFormat: json, Output: os.Stderr,
	})
}

// devKey returns the dev tenant's key: SLUICE_API_KEY, else the one kept in the data
// directory, else a new one, kept there (mode 0600) so that `sluice run` finds it.
func devKey(dataDir string, log hclog.Logger) (string, error) {
	if k := strings.TrimSpace(os.Getenv("SLUICE_API_KEY")); k != "" {
		if len(k) < 16 {
			return "", errors.New("SLUICE_API_KEY: at least 16 characters")
		}
		log.Info("dev tenant uses the key from SLUICE_API_KEY")
		return k, nil
	}
	path := filepath.Join(dataDir, "dev-api-key")
	if b, err := os.ReadFile(path); err == nil && len(strings.TrimSpace(string(b))) >= 16 {
		k := strings.TrimSpace(string(b))
		fmt.Fprintf(os.Stderr, "dev tenant API key (from %s): %s\n", path, k)
		return k, nil
	}
	var b [24]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", err
	}
	k := "sk-dev-" + hex.EncodeToString(b[:])
	if err := os.WriteFile(path, []byte(k+"\n"), 0o600); err != nil {
		return "", fmt.Errorf("dev key: %w", err)
	}
	fmt.Fprintf(os.Stderr, "dev tenant API key (generated, kept in %s): %s\n", path, k)
	return k, nil
}

func connectNATS(f serveFlags, log hclog.Logger) (*nats.Conn, func(), error) {
	if f.natsURL != "" {
		nc, err := nats.Connect(f.natsURL, nats.Name("sluice-gateway"), nats.MaxReconnects(-1))
		if err != nil {
			return nil, nil, fmt.Errorf("--nats %s: %w", f.natsURL, err)
		}
		return nc, func() { nc.Drain() }, nil
	}
	opts := &server.Options{
		ServerName: "sluice-embedded",
		JetStream:  true,
		StoreDir:   filepath.Join(f.data, "nats"),
		NoSigs:     true,
		MaxPayload: 8 << 20,
	}
	if f.natsListen == "" {
		opts.DontListen = true
	} else {
		host, port, err := net.SplitHostPort(f.natsListen)
		if err != nil {
			return nil, nil, fmt.Errorf("--nats-listen: %w", err)
		}
		p, err := strconv.Atoi(port)
		if err != nil {
			return nil, nil, fmt.Errorf("--nats-listen: port %q", port)
		}
		opts.Host, opts.Port = host, p
	}
	ns, err := server.NewServer(opts)
	if err != nil {
		return nil, nil, fmt.Errorf("embedded NATS: %w", err)
	}
	ns.SetLoggerV2(natsLogger{log.Named("nats")}, false, false, false)
	go ns.Start()
	if !ns.ReadyForConnections(15 * time.Second) {
		ns.Shutdown()
		return nil, nil, errors.New("embedded NATS did not start within 15s")
	}
	nc, err := nats.Connect("", nats.InProcessServer(ns), nats.Name("sluice-gateway"))
	if err != nil {
		ns.Shutdown()
		return nil, nil, fmt.Errorf("embedded NATS: %w", err)
	}
	if !opts.DontListen {
		log.Info("embedded NATS with JetStream", "url", ns.ClientURL(), "store", opts.StoreDir)
	}
	return nc, func() {
		nc.Drain()
		ns.Shutdown()
		ns.WaitForShutdown()
	}, nil
}

// workerSpec is what a worker is started with, from serve's or worker's flags and config file.
// backlogUsage is the --backlog flag's help, for serve and worker.
const backlogUsage = "jobs that may wait for a free slot when every slot is taken (0: as many as --slots; -1: none); a job beyond them is refused at once as busy, and the gateway tries another worker or answers 503 with a retry hint"

type workerSpec struct {
	executor  string          // --executor: the one executor the worker serves
	executors executorsConfig // the config file's executors: section with the flags over it
	slots     int
	backlog   int // jobs that may wait for a slot (worker.Config.Backlog)
	observe   func(executor string, start time.Duration, warm bool)
}

func startWorker(ctx context.Context, nc *nats.Conn, spec workerSpec, log hclog.Logger) (*worker.Worker, error) {
	exs := map[string]executors.Executor{}
	switch spec.executor {
	case "subprocess":
		c := spec.executors.Subprocess
		c.Logger = log.Named("subprocess")
		ex, err := subprocess.New(c)
		if err != nil {
			return nil, fmt.Errorf("subprocess executor: %w", err)
		}
		exs["subprocess"] = ex
	case "container":
		c := spec.executors.Container
		c.Logger = log.Named("container")
		ex, err := container.New(c)
		if err != nil {
			return nil, fmt.Errorf("container executor: %w", err)
		}
		exs["container"] = ex
	case "function":
		c := spec.executors.Function
		c.Logger = log.Named("function")
		ex, err := function.New(ctx, c)
		if err != nil {
			return nil, fmt.Errorf("function executor: %w", err)
		}
		exs["function"] = ex
	default:
		return nil, fmt.Errorf("--executor %q: want subprocess, container or function", spec.executor)
	}
	w, err := worker.Start(ctx, nc, worker.Config{Executors: exs, Slots: spec.slots, Backlog: spec.backlog, Version: version, Logger: log, Observe: spec.observe})
	if err != nil {
		for _, ex := range exs {
			if c, ok := ex.(executors.Closer); ok {
				_ = c.Close()
			}
		}
	}
	return w, err
}

// gatewayNameRE is what a gateway's --name may hold.
var gatewayNameRE = regexp.MustCompile(`^[A-Za-z0-9._:-]{1,64}$`)

// notNameCharRE matches a character gatewayNameRE does not allow.
var notNameCharRE = regexp.MustCompile(`[^A-Za-z0-9._:-]`)

// gatewayName is the gateway's name for its decision-log chains: --name, else the host name
// and the port of addr.
func gatewayName(name, addr string) (string, error) {
	if name == "" {
		host, err := os.Hostname()
		if err != nil || host == "" {
			host = "gateway"
		}
		name = host
		if _, port, err := net.SplitHostPort(addr); err == nil && port != "" {
			name += ":" + port
		}
		name = notNameCharRE.ReplaceAllString(name, "-")
		if len(name) > 64 {
			name = name[:64]
		}
	}
	if !gatewayNameRE.MatchString(name) {
		return "", exitErr{2, fmt.Sprintf("serve: --name %q: want 1 to 64 letters, digits, '.', '_', ':' or '-'", name)}
	}
	return name, nil
}

// natsLogger sends the embedded server's logs to hclog.
type natsLogger struct{ l hclog.Logger }

func (n natsLogger) Noticef(format string, v ...any) { n.l.Debug(fmt.Sprintf(format, v...)) }
func (n natsLogger) Warnf(format string, v ...any)   { n.l.Warn(fmt.Sprintf(format, v...)) }
func (n natsLogger) Fatalf(format string, v ...any)  { n.l.Error(fmt.Sprintf(format, v...)) }
func (n natsLogger) Errorf(format string, v ...any)  { n.l.Error(fmt.Sprintf(format, v...)) }
func (n natsLogger) Debugf(format string, v ...any)  { n.l.Trace(fmt.Sprintf(format, v...)) }
func (n natsLogger) Tracef(format string, v ...any)  { n.l.Trace(fmt.Sprintf(format, v...)) }
