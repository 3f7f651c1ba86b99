package state_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/gateway/internal/state"
	"github.com/sluice-gw/sluice/gateway/internal/state/statetest"
	"github.com/sluice-gw/sluice/internal/natstest"
)

func TestMemory(t *testing.T) {
	statetest.TestKV(t, func(*testing.T) state.KV { return state.NewMemoryKV() })
	statetest.TestObjects(t, func(*testing.T) state.Objects { return state.NewMemoryObjects() })
}

func TestJetStream(t *testing.T) {
	js := startJetStream(t)
	var n atomic.Int64
	statetest.TestKV(t, func(t *testing.T) state.KV {
		kv, err := js.CreateKeyValue(context.Background(), jetstream.KeyValueConfig{Bucket: fmt.Sprintf("kv%d", n.Add(1)), History: 1})
		if err != nil {
			t.Fatal(err)
		}
		return state.JetStreamKV{KV: kv}
	})
	// With Leader, a key a replica does not know is asked of the stream's leader: on one server
	// the leader agrees, and a deleted key stays deleted.
	statetest.TestKV(t, func(t *testing.T) state.KV {
		kv, err := js.CreateKeyValue(context.Background(), jetstream.KeyValueConfig{Bucket: fmt.Sprintf("kv%d", n.Add(1)), History: 1})
		if err != nil {
			t.Fatal(err)
		}
		return state.JetStreamKV{KV: kv, Leader: &state.StreamLeader{Conn: js.Conn(), APIPrefix: js.Options().APIPrefix}}
	})
	statetest.TestObjects(t, func(t *testing.T) state.Objects {
		os, err := js.CreateObjectStore(context.Background(), jetstream.ObjectStoreConfig{Bucket: fmt.Sprintf("obj%d", n.Add(1))})
		if err != nil {
			t.Fatal(err)
		}
		return state.JetStreamObjects{Store: os}
	})
	// With Leader, an object a replica does not know is asked of the stream's leader: on one
	// server the leader agrees, and a deleted object stays deleted.
	statetest.TestObjects(t, func(t *testing.T) state.Objects {
		bucket := fmt.Sprintf("obj%d", n.Add(1))
		os, err := js.CreateObjectStore(context.Background(), jetstream.ObjectStoreConfig{Bucket: bucket})
		if err != nil {
			t.Fatal(err)
		}
		return state.JetStreamObjects{Store: os, Bucket: bucket, Leader: &state.StreamLeader{Conn: js.Conn(), APIPrefix: js.Options().APIPrefix}}
	})
}

func TestOpenJetStream(t *testing.T) {
	js := startJetStream(t)
	ctx := context.Background()
	b, err := state.OpenJetStream(ctx, js, state.JetStreamOptions{DatasetBucket: "ds", ArtifactBucket: "art"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := b.Sessions.Create(ctx, "s1", []byte("{}")); err != nil {
		t.Fatal(err)
	}
	// Opening again keeps what is there: a restarted gateway finds its sessions.
	again, err := state.OpenJetStream(ctx, js, state.JetStreamOptions{DatasetBucket: "ds", ArtifactBucket: "art"})
	if err != nil {
		t.Fatal(err)
	}
	if e, err := again.Sessions.Get(ctx, "s1"); err != nil || string(e.Value) != "{}" {
		t.Fatalf("session after reopening: %q, %v", e.Value, err)
	}
}

// startJetStream starts an embedded NATS server with JetStream for the test.
func startJetStream(t *testing.T) jetstream.JetStream {
	t.Helper()
	if testing.Short() {
		t.Skip("the real tier (an embedded NATS server): not with -short")
	}
	_, js := natstest.Connect(t)
	return js
}
