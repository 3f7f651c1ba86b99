package policies

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestIndexFollowsTheStream logs runs of two tenants, one refused, and pages through the index
// newest and oldest first, filtered, as an auditor would; then tampers with nothing but a
// copy to show that a broken link is named.
func TestIndexFollowsTheStream(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	js := startJetStream(t)
	sink, err := NewJetStreamSink(ctx, js, StreamOptions{}, 0)
	if err != nil {
		t.Fatal(err)
	}
	log, _ := jsonlLog(t, sink)
	e := engineForTest(t)
	for i := range 5 {
		logRun(t, e, log, runInput(t, pandasFacts), "run-"+string(rune('a'+i)))
	}
	refused := runInput(t, strings.Replace(pandasFacts, `"modules":["os","os.path"]`, `"modules":["os","os.path","socket"]`, 1))
	refused.Tenant.ID = "other"
	logRun(t, e, log, refused, "run-x")

	ix := NewIndex()
	done := make(chan error, 1)
	go func() { done <- ix.Follow(ctx, js) }()
	last, err := StreamLastSeq(ctx, js)
	if err != nil || last != 36 {
		t.Fatalf("stream last seq %d, %v; want 36", last, err)
	}
	wctx, wcancel := context.WithTimeout(ctx, 20*time.Second)
	defer wcancel()
	if err := ix.WaitFor(wctx, last); err != nil {
		t.Fatal(err)
	}

	// Newest first, in pages of 7, with the cursor of each page: every entry of acme once,
	// in descending stream order.
	var seen []uint64
	var cursor uint64
	for pages := 0; ; pages++ {
		page, more := ix.Query(Query{Tenant: "acme", Newest: true, Cursor: cursor, Limit: 7})
		for _, en := range page {
			if en.Tenant != "acme" || en.Chain != "ok" {
				t.Fatalf("entry %+v", en)
			}
			seen = append(seen, en.StreamSeq)
		}
		if !more {
			break
		}
		cursor = page[len(page)-1].StreamSeq
		if pages > 10 {
			t.Fatal("paging does not end")
		}
	}
	if len(seen) != 30 || seen[0] != 30 || seen[29] != 1 {
		t.Fatalf("newest first: %v", seen)
	}
	for i := 1; i < len(seen); i++ {
		if seen[i] >= seen[i-1] {
			t.Fatalf("not descending at %d: %v", i, seen)
		}
	}
	// Oldest first from a cursor.
	page, more := ix.Query(Query{Cursor: 30, Limit: 100})
	if more || len(page) != 6 || page[0].StreamSeq != 31 || page[0].Tenant != "other" {
		t.Fatalf("oldest first after 30: more %v, %+v", more, page)
	}
	// The refused run: admission denied by no_network, found by rule and by allow=false.
	deny := false
	page, _ = ix.Query(Query{Rule: "no_network"})
	if len(page) != 1 || page[0].Path != PathAdmission || page[0].RunID != "run-x" || page[0].Allow == nil || *page[0].Allow {
		t.Fatalf("by rule: %+v", page)
	}
	if p, _ := ix.Query(Query{Allow: &deny, Path: PathAdmission}); len(p) != 1 || p[0].DecisionID != page[0].DecisionID {
		t.Fatalf("by allow=false: %+v", p)
	}
	if got, ok := ix.Lookup(page[0].DecisionID); !ok || got.StreamSeq != page[0].StreamSeq {
		t.Fatalf("Lookup: %+v %v", got, ok)
	}
	ev, err := ReadStreamEntry(ctx, js, page[0].StreamSeq)
	if err != nil || ev.DecisionID != page[0].DecisionID {
		t.Fatalf("ReadStreamEntry: %v %v", ev.DecisionID, err)
	}
	if p, _ := ix.Query(Query{Since: time.Now().Add(time.Hour)}); len(p) != 0 {
		t.Fatalf("since the future: %d entries", len(p))
	}

	// A new entry is indexed as it arrives.
	logRun(t, e, log, runInput(t, pandasFacts), "run-late")
	if err := ix.WaitFor(wctx, 42); err != nil || ix.Len() != 42 {
		t.Fatalf("after a new run: %d entries, %v", ix.Len(), err)
	}

	// A broken link: an index fed a copy of the stream with one entry changed names it.
	bad := NewIndex()
	for seq := uint64(1); seq <= 3; seq++ {
		ev, err := ReadStreamEntry(ctx, js, seq)
		if err != nil {
			t.Fatal(err)
		}
		if seq == 2 {
			ev.Session = "forged"
		}
		raw, err := marshalCanonical(ev)
		if err != nil {
			t.Fatal(err)
		}
		bad.add(seq, raw)
	}
	all, _ := bad.Query(Query{})
	if all[0].Chain != "ok" || !strings.Contains(all[1].Chain, "does not match the content") || all[2].Chain != "ok" {
		t.Fatalf("chain statuses: %q %q %q", all[0].Chain, all[1].Chain, all[2].Chain)
	}

	cancel()
	if err := <-done; err != nil {
		t.Fatalf("Follow: %v", err)
	}
	if err := ix.WaitFor(context.Background(), 1000); err == nil {
		t.Fatal("WaitFor on a stopped index succeeded")
	}
}

// BenchmarkIndexQuery pages through an index of 100,000 entries of 50 tenants as the console
// does: the newest page of one tenant, and the newest page of one tenant's refusals by one
// rule (about one entry in 500), which scans the whole index.
func BenchmarkIndexQuery(b *testing.B) {
	ix := NewIndex()
	allow, deny := true, false
	start := time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	for i := range 100000 {
		e := IndexEntry{StreamSeq: uint64(i + 1), DecisionID: fmt.Sprintf("d-%d", i), Tenant: fmt.Sprintf("t%d", i%50),
			Session: fmt.Sprintf("s-%d", i/60), RunID: fmt.Sprintf("r-%d", i/6), Path: PathAdmission, Timestamp: start.Add(time.Duration(i) * time.Second),
			Allow: &allow, Chain: "ok"}
		if i%500 == 7 {
			e.Allow, e.Rules = &deny, []string{"no_network"}
		}
		ix.entries = append(ix.entries, e)
		ix.byID[e.DecisionID] = i
	}
	for _, q := range []Query{{Tenant: "t7", Newest: true, Limit: 50}, {Tenant: "t7", Rule: "no_network", Newest: true, Limit: 50}} {
		b.Run(fmt.Sprintf("rule=%q", q.Rule), func(b *testing.B) {
			for b.Loop() {
				if page, _ := ix.Query(q); len(page) == 0 {
					b.Fatal("empty page")
				}
			}
		})
	}
}

// BenchmarkIndexAdd is the cost of indexing one entry as it arrives (decoding it and checking
// its hash and link): the build of an index of a long log is this times its entries.
func BenchmarkIndexAdd(b *testing.B) {
	e := engineForTest(b)
	_, d, _ := e.Admission(context.Background(), runInput(b, pandasFacts))
	ev := NewEvent(d, EventMeta{Tenant: "acme", Session: "s-1", RunID: "r-1"})
	ev.LogID, ev.Seq = "bench", 1
	h, err := ComputeHash(ev)
	if err != nil {
		b.Fatal(err)
	}
	ev.Hash = h
	raw, err := marshalCanonical(ev)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(raw)))
	ix := NewIndex()
	seq := uint64(0)
	for b.Loop() {
		seq++
		ix.add(seq, raw)
	}
}
