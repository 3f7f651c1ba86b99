# sluice — `make help` lists the targets.
GO      ?= go
BIN     := bin/sluice
FUZZTIME ?= 30s
VERSION := 0.1.0-dev+$(shell git rev-parse --short HEAD 2>/dev/null || echo unknown)
LDFLAGS := -X main.version=$(VERSION)

.DEFAULT_GOAL := help

.PHONY: help
help: ## list the targets
	@awk 'BEGIN{FS=":.*## "} /^[a-zA-Z_-]+:.*## /{printf "  %-12s %s\n", $$1, $$2}' $(MAKEFILE_LIST)

.PHONY: setup
setup: ## install what is missing (bubblewrap, Debian's python3 with pandas, …) on Debian/Ubuntu
	@bash deploy/setup.sh

.PHONY: docker
docker: ## start Docker (installing docker.io, debootstrap, runsc if needed)
	@bash deploy/docker-setup.sh --runsc

.PHONY: images
images: docker ## build the three sandbox images offline (debootstrap + docker import)
	@bash images/build.sh --offline

.PHONY: function-images
function-images: images ## build the function images (Lambda runtime + emulator) from the local images
	@bash images/build-function.sh

.PHONY: build
build: ## build bin/sluice
	$(GO) build -trimpath -ldflags "$(LDFLAGS)" -o $(BIN) ./cmd/sluice

.PHONY: run
run: setup build ## set up, build and serve on 127.0.0.1:8080 with an embedded NATS
	./$(BIN) serve

.PHONY: cluster-deps
cluster-deps: ## install what the cluster needs: the sandbox's packages and haproxy
	@bash deploy/cluster.sh deps

.PHONY: cluster
cluster: cluster-deps ## start 3 NATS nodes, 2 gateways, 3 workers and HAProxy on 127.0.0.1:8180 (deploy/cluster.sh)
	@bash deploy/cluster.sh up

.PHONY: cluster-down
cluster-down: ## stop what `make cluster` started (its state stays in ./cluster)
	@bash deploy/cluster.sh down

.PHONY: load
load: cluster-deps ## load test: 200 clients for 60 s through the cluster's front with 1, 2, then 3 workers (deploy/cluster.sh load)
	@bash deploy/cluster.sh load

.PHONY: deploy-check
deploy-check: ## offline checks of the Helm chart, the systemd units and the Dockerfile (installs helm if missing)
	@bash deploy/deploy-check.sh

.PHONY: browser-deps
browser-deps: ## install Debian's chromium, the browser of the console's tests, if it is missing
	@command -v chromium >/dev/null 2>&1 || { s=""; [ "$$(id -u)" -eq 0 ] || s=sudo; \
	  DEBIAN_FRONTEND=noninteractive $$s apt-get install -y -qq --no-install-recommends chromium || \
	  { $$s apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$s apt-get install -y -qq --no-install-recommends chromium; }; }

.PHONY: test
test: cluster-deps browser-deps ## run every test (race detector on, shuffled)
	$(GO) vet ./...
	$(GO) test -race -shuffle=on -timeout 45m ./...

.PHONY: test-fast
test-fast: ## the gateway's fast tier: in-memory state, scripted worker, no NATS, no sandbox (seconds)
	$(GO) test -short -race ./gateway/...

.PHONY: fuzz
fuzz: ## run the fuzz targets of the analyzer (facts, fast parser against gpython) and the output stage briefly
	GO=$(GO) .ci/fuzz-one ./analyzer FuzzAnalyze $(FUZZTIME)
	GO=$(GO) .ci/fuzz-one ./analyzer FuzzParseFast $(FUZZTIME)
	GO=$(GO) .ci/fuzz-one ./gateway/internal/redact FuzzText $(FUZZTIME)
	GO=$(GO) .ci/fuzz-one ./gateway/internal/redact FuzzArtifact $(FUZZTIME)

.PHONY: bench
bench: ## run the benchmarks (compare runs with benchstat)
	$(GO) test -run '^$$' -bench . -benchmem ./...

.PHONY: bench-run
bench-run: build ## measure warm, no-pool, cold bwrap and docker runs on this machine (BENCHFLAGS="--runs 50 --json")
	./$(BIN) bench $(BENCHFLAGS)

.PHONY: fmt
fmt: ## gofmt the tree
	gofmt -w $$(git ls-files '*.go')

.PHONY: clean
clean: ## remove build output and the default data directory
	rm -rf bin data
