package main

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/nats-io/nats.go"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/sluice-gw/sluice/executors"
	"github.com/sluice-gw/sluice/executors/dispatch"
	"github.com/sluice-gw/sluice/internal/natstest"
)

// TestDispatchMetrics: a job every worker refuses as busy, from a client without patience, is
// counted in sluice_dispatch_busy_total and sluice_dispatch_busy_gave_up_total.
func TestDispatchMetrics(t *testing.T) {
	nc, _ := natstest.Connect(t)
	subj, _ := executors.Subject("fake", "python-data-basic")
	busy, _ := json.Marshal(executors.RunReply{Error: &executors.WireError{Code: executors.CodeWorkerBusy, Message: "full"}})
	sub, err := nc.QueueSubscribe(subj, executors.QueueGroup, func(m *nats.Msg) { _ = m.Respond(busy) })
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	d, err := dispatch.New(nc, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer d.Close()
	d.BusyPatience = 0
	reg := prometheus.NewRegistry()
	registerDispatchMetrics(reg, d)
	if _, err := d.Dispatch(context.Background(), "fake", executors.Job{RunID: "r-1", Kind: executors.KindCode, Code: "x",
		Image: "python-data-basic", DatasetKey: "ds/x"}); err == nil {
		t.Fatal("a job every worker refuses succeeded")
	}
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, mf := range mfs {
		got[mf.GetName()] = mf.GetMetric()[0].GetCounter().GetValue()
	}
	want := map[string]float64{"sluice_dispatch_busy_total": 1, "sluice_dispatch_room_wakes_total": 0, "sluice_dispatch_busy_gave_up_total": 1}
	for name, v := range want {
		if g, ok := got[name]; !ok || g != v {
			t.Errorf("%s = %v (exported: %v), want %v", name, g, ok, v)
		}
	}
}
