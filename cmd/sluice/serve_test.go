package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/sluice-gw/sluice/policies"
)

// flakySink fails its first write and stores every later one.
type flakySink struct {
	mu     sync.Mutex
	writes int
	stored []*policies.EventV1
}

func (s *flakySink) Write(_ context.Context, ev *policies.EventV1, _ []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.writes++
	if s.writes == 1 {
		return errors.New("disk full")
	}
	s.stored = append(s.stored, ev)
	return nil
}

// TestDecisionLabelsSurviveAChainRestart: the labels serve puts on every decision-log entry
// stay true after a failed write restarts the chain: none names a chain the entry is not in.
func TestDecisionLabelsSurviveAChainRestart(t *testing.T) {
	ctx := context.Background()
	sink := &flakySink{}
	dlog := policies.NewDecisionLog("", sink)
	labels := decisionLabels(dlog)
	entry := func() *policies.EventV1 {
		return &policies.EventV1{Path: policies.PathAdmission, Tenant: "t", Session: "s", Labels: labels}
	}
	if err := dlog.Append(ctx, entry()); err == nil {
		t.Fatal("the first write did not fail")
	}
	for range 2 {
		if err := dlog.Append(ctx, entry()); err != nil {
			t.Fatal(err)
		}
	}
	if len(sink.stored) != 2 || !strings.Contains(sink.stored[0].LogID, "~r1") {
		t.Fatalf("stored %d entries, the first in chain %q; want 2 in a restarted chain", len(sink.stored), sink.stored[0].LogID)
	}
	for _, ev := range sink.stored {
		if id := ev.Labels["log_id"]; id != "" && id != ev.LogID {
			t.Errorf("entry of chain %s is labelled log_id %s", ev.LogID, id)
		}
		if id := ev.Labels["id"]; id == "" || !strings.HasPrefix(ev.LogID, id) {
			t.Errorf("entry of chain %s is labelled id %q, want the chain's base id", ev.LogID, id)
		}
		if ev.Labels["version"] != version {
			t.Errorf("labels %v lack the version %s", ev.Labels, version)
		}
	}
}

// TestServeClusterFlags: --executors lists known executors once each, in order, or the
// built-in worker's when empty; --replicas is 1 to 5 and above 1 only with --nats.
func TestServeClusterFlags(t *testing.T) {
	for list, want := range map[string]string{"": "[subprocess]", "container": "[container]", " container, subprocess,container ": "[container subprocess]"} {
		got, err := offeredExecutors(list, "subprocess")
		if err != nil || fmt.Sprint(got) != want {
			t.Errorf("--executors %q: %v %v, want %s", list, got, err, want)
		}
	}
	if _, err := offeredExecutors("subprocess,lambda", "subprocess"); err == nil || !strings.Contains(err.Error(), `"lambda"`) {
		t.Errorf("--executors with an unknown executor: %v", err)
	}
	for _, args := range [][]string{{"--replicas", "0"}, {"--replicas", "6"}, {"--replicas", "3"}} {
		err := serveCmd(args)
		var ee exitErr
		if !errors.As(err, &ee) || ee.code != 2 || !strings.Contains(ee.Error(), "--replicas") {
			t.Errorf("serve %v: %v, want a usage error naming --replicas", args, err)
		}
	}
}

// TestGatewayName: --name is checked; without it the name is the host name and the port.
func TestGatewayName(t *testing.T) {
	host, _ := os.Hostname()
	for _, c := range []struct {
		name, addr, want string
		bad              bool
	}{
		{name: "gateway-1", addr: "127.0.0.1:8080", want: "gateway-1"},
		{name: "eu.gw_2:a", addr: ":9", want: "eu.gw_2:a"},
		{name: "a/b", bad: true},
		{name: "a b", bad: true},
		{name: strings.Repeat("x", 65), bad: true},
	} {
		got, err := gatewayName(c.name, c.addr)
		if (err != nil) != c.bad || got != c.want {
			t.Errorf("gatewayName(%q, %q) = %q, %v", c.name, c.addr, got, err)
		}
	}
	got, err := gatewayName("", "0.0.0.0:8181")
	if err != nil || !strings.HasSuffix(got, ":8181") || !gatewayNameRE.MatchString(got) || (host != "" && !strings.HasPrefix(got, host[:1])) {
		t.Errorf("default name: %q, %v", got, err)
	}
}
