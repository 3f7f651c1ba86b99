package state

import (
	"bytes"
	"context"
	"testing"

	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/internal/natstest"
)

// TestLeaderGet: the read Get makes (with Conn) gives the
// leader's last value and revision, and nothing for a missing or deleted key.
func TestLeaderGet(t *testing.T) {
	if testing.Short() {
		t.Skip("the real tier (an embedded NATS server): not with -short")
	}
	ctx := context.Background()
	_, js := natstest.Connect(t)
	kv, err := js.CreateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: "leader", History: 1})
	if err != nil {
		t.Fatal(err)
	}
	j := JetStreamKV{KV: kv, Conn: js.Conn(), APIPrefix: js.Options().APIPrefix}
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
