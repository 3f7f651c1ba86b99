package state

import (
	"bytes"
	"context"
	"encoding/base64"
	"sync/atomic"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/internal/natstest"
)

// leaderBucket skips with -short (the real tier), else starts an embedded NATS server and
// creates the KV bucket name on it.
func leaderBucket(t *testing.T, name string) (jetstream.JetStream, jetstream.KeyValue) {
	t.Helper()
	if testing.Short() {
		t.Skip("the real tier (an embedded NATS server): not with -short")
	}
	_, js := natstest.Connect(t)
	kv, err := js.CreateKeyValue(context.Background(), jetstream.KeyValueConfig{Bucket: name, History: 1})
	if err != nil {
		t.Fatal(err)
	}
	return js, kv
}

// TestLeaderGet: the read Get makes (with Conn) gives the
// leader's last value and revision, and nothing for a missing or deleted key.
func TestLeaderGet(t *testing.T) {
	ctx := context.Background()
	js, kv := leaderBucket(t, "leader")
	j := JetStreamKV{KV: kv, Leader: &StreamLeader{Conn: js.Conn(), APIPrefix: js.Options().APIPrefix}}
	rev, err := kv.Put(ctx, "k", []byte(`{"v":1}`))
	if err != nil {
		t.Fatal(err)
	}
	e, found, err := j.leaderGet(ctx, "k")
	if err != nil || !found || e.Revision != rev || !bytes.Equal(e.Value, []byte(`{"v":1}`)) {
		t.Fatalf("leaderGet(k) = %+v %v %v, want revision %d", e, found, err, rev)
	}
	if _, found, err := j.leaderGet(ctx, "none"); err != nil || found {
		t.Errorf("leaderGet(none) found %v, %v", found, err)
	}
	if err := kv.Delete(ctx, "k"); err != nil {
		t.Fatal(err)
	}
	if _, found, err := j.leaderGet(ctx, "k"); err != nil || found {
		t.Errorf("leaderGet of a deleted key found %v, %v", found, err)
	}
}

// TestLeaderGetLostReply: a request to the stream's leader whose reply never comes (the leader
// died before it answered: core NATS neither redelivers it nor says so) is given up after
// RequestTimeout and sent again, even when the caller's context has no deadline. Once, in CI,
// a run's request waited forever for it when a NATS node of three was killed.
func TestLeaderGetLostReply(t *testing.T) {
	ctx := context.Background()
	js, kv := leaderBucket(t, "lost")
	nc := js.Conn()
	// A leader at another API prefix: it swallows the first request and answers the second
	// as the real one would.
	var asked atomic.Int32
	sub, err := nc.Subscribe("LOST.API.STREAM.MSG.GET.KV_lost", func(m *nats.Msg) {
		if asked.Add(1) == 1 {
			return
		}
		_ = m.Respond([]byte(`{"message":{"seq":7,"data":"` + base64.StdEncoding.EncodeToString([]byte("v")) + `"}}`))
	})
	if err != nil {
		t.Fatal(err)
	}
	defer sub.Unsubscribe()
	j := JetStreamKV{KV: kv, Leader: &StreamLeader{Conn: nc, APIPrefix: "LOST.API", RequestTimeout: 200 * time.Millisecond}}
	got := make(chan error, 1)
	var e Entry
	go func() {
		var err error
		e, err = j.Get(ctx, "k")
		got <- err
	}()
	select {
	case err := <-got:
		if err != nil || e.Revision != 7 || string(e.Value) != "v" {
			t.Fatalf("Get after a lost reply = %+v, %v; want revision 7, value v", e, err)
		}
		if n := asked.Load(); n != 2 {
			t.Errorf("the leader was asked %d times, want 2", n)
		}
	case <-time.After(20 * time.Second):
		t.Fatal("Get still waits 20 s after the leader swallowed its request")
	}
}
