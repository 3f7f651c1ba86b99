package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/policies"
)

// replayCmd re-evaluates logged decisions against a policy and, with --verify, checks the hash
// chains. It exits 0 when nothing changed (and the chains hold), 1 when something changed, and
// 2 on a broken chain or an error.
func replayCmd(args []string) error {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	logFile := fs.String("log", "", "decision log file (JSONL), e.g. data/decisions.jsonl")
	natsURL := fs.String("nats", "", "read the SLUICE_DECISIONS stream from this NATS URL instead of --log")
	polDir := fs.String("policies", "", "policy directory or OPA bundle file to replay against; empty: the built-in bundle")
	verify := fs.Bool("verify", false, "check every hash chain (one per gateway start) and name the first broken entry")
	asJSON := fs.Bool("json", false, "machine-readable output")
	tenant := fs.String("tenant", "", "only this tenant's decisions")
	session := fs.String("session", "", "only this session's decisions")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if (*logFile == "") == (*natsURL == "") {
		return exitErr{2, "replay: give exactly one of --log FILE or --nats URL"}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	filter := policies.Filter{Tenant: *tenant, Session: *session}

	var (
		entries []policies.EventV1
		err     error
	)
	if *logFile != "" {
		entries, err = policies.ReadJSONLFile(*logFile, policies.Filter{})
	} else {
		entries, err = readStream(ctx, *natsURL)
	}
	if err != nil {
		return exitErr{2, "replay: " + err.Error()}
	}

	out := struct {
		Entries int                     `json:"entries"`
		Chains  []policies.ChainSummary `json:"chains"`
		Verify  *verifyResult           `json:"verify,omitempty"`
		Replay  *policies.ReplayReport  `json:"replay,omitempty"`
	}{Entries: len(entries), Chains: policies.Chains(entries)}
	code := 0
	if *verify {
		// The chain is verified over the whole log: a filter would hide the links.
		v := &verifyResult{OK: true}
		if err := policies.Verify(entries); err != nil {
			v.OK, v.Error = false, err.Error()
			var ce *policies.ChainError
			if errors.As(err, &ce) {
				v.Broken = ce
			}
			code = 2
		}
		out.Verify = v
	}
	selected := entries[:0:0]
	for i := range entries {
		if filter.Match(&entries[i]) {
			selected = append(selected, entries[i])
		}
	}
	eng, err := policies.Load(ctx, *polDir)
	if err != nil {
		return exitErr{2, "replay: policies: " + err.Error()}
	}
	rep, err := policies.Replay(ctx, selected, eng)
	if err != nil {
		return exitErr{2, "replay: " + err.Error()}
	}
	out.Replay = &rep
	if code == 0 && (len(rep.Changed) > 0 || len(rep.Errors) > 0) {
		code = 1
	}

	if *asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(out); err != nil {
			return err
		}
	} else {
		printReplay(out.Entries, out.Chains, out.Verify, rep)
	}
	if code != 0 {
		return exitErr{code, fmt.Sprintf("replay: %d changed, %d errors%s", len(rep.Changed), len(rep.Errors), verifySuffix(out.Verify))}
	}
	return nil
}

type verifyResult struct {
	OK     bool                 `json:"ok"`
	Error  string               `json:"error,omitempty"`
	Broken *policies.ChainError `json:"broken,omitempty"`
}

func verifySuffix(v *verifyResult) string {
	if v != nil && !v.OK {
		return "; chain broken: " + v.Error
	}
	return ""
}

func printReplay(n int, chains []policies.ChainSummary, v *verifyResult, rep policies.ReplayReport) {
	fmt.Printf("entries: %d in %d chains\n", n, len(chains))
	for _, c := range chains {
		state := ""
		switch {
		case v == nil:
		case !v.OK && v.Broken != nil && v.Broken.LogID == c.LogID:
			state = fmt.Sprintf("  BROKEN at seq %d", v.Broken.Seq)
		default:
			state = "  intact"
		}
		fmt.Printf("chain %s: %d entries, seq %d..%d, %s .. %s%s\n", c.LogID, c.Entries, c.FirstSeq, c.LastSeq,
			c.First.UTC().Format(time.RFC3339), c.Last.UTC().Format(time.RFC3339), state)
	}
	if v != nil {
		if v.OK {
			fmt.Println("chains: intact")
		} else {
			fmt.Println("chains: BROKEN:", v.Error)
		}
	}
	fmt.Printf("replayed against %s: %d unchanged, %d changed, %d errors\n", rep.Revision, rep.Unchanged, len(rep.Changed), len(rep.Errors))
	for _, c := range rep.Changed {
		old, _ := json.Marshal(c.Old)
		nw, _ := json.Marshal(c.New)
		fmt.Printf("changed  %s seq %d %s (decision %s)\n  old: %s\n  new: %s\n", c.LogID, c.Seq, c.Path, c.DecisionID, old, nw)
	}
	for _, e := range rep.Errors {
		fmt.Printf("error    %s seq %d %s (decision %s): %s\n", e.LogID, e.Seq, e.Path, e.DecisionID, e.Error)
	}
}

func readStream(ctx context.Context, url string) ([]policies.EventV1, error) {
	nc, err := nats.Connect(url, nats.Name("sluice-replay"))
	if err != nil {
		return nil, fmt.Errorf("--nats %s: %w", url, err)
	}
	defer nc.Close()
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	return policies.ReadJetStream(ctx, js, policies.Filter{})
}
