package state

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"github.com/sluice-gw/sluice/internal/jsretry"
)

// Bucket names of the gateway's own state; the object stores it shares with the workers are
// named by the caller (package executors names them).
const (
	// SessionBucket is the KV bucket of sessions and their counters.
	SessionBucket = "sluice-sessions"
	// RunBucket is the KV bucket of run records.
	RunBucket = "sluice-runs"
)

// JetStreamOptions say where a JetStream backend keeps its objects and with how many
// replicas.
type JetStreamOptions struct {
	// Replicas of every bucket (1 for one server; 0 means 1).
	Replicas int
	// DatasetBucket and ArtifactBucket are the object stores shared with the workers.
	DatasetBucket, ArtifactBucket string
}

// openPatience bounds how long OpenJetStream retries a bucket whose creation timed out: on a
// cluster that has just formed, or with several gateways creating the same replicated buckets
// at once, JetStream can take longer than one API request's timeout to place them.
const openPatience = time.Minute

// OpenJetStream opens (creating or updating) the gateway's buckets on js. A creation that
// times out is tried again, for up to openPatience in all.
func OpenJetStream(ctx context.Context, js jetstream.JetStream, o JetStreamOptions) (Backend, error) {
	r := max(o.Replicas, 1)
	deadline := time.Now().Add(openPatience)
	leader := &StreamLeader{Conn: js.Conn(), APIPrefix: js.Options().APIPrefix, RequestTimeout: js.Options().DefaultTimeout}
	var b Backend
	for _, kv := range []struct {
		name string
		dst  *KV
	}{{SessionBucket, &b.Sessions}, {RunBucket, &b.Runs}} {
		h, err := jsretry.Patiently(ctx, deadline, func() (jetstream.KeyValue, error) {
			return js.CreateOrUpdateKeyValue(ctx, jetstream.KeyValueConfig{Bucket: kv.name, History: 1, Replicas: r})
		})
		if err != nil {
			return Backend{}, fmt.Errorf("KV %s: %w", kv.name, err)
		}
		*kv.dst = JetStreamKV{KV: h, Leader: leader}
	}
	for _, os := range []struct {
		name string
		dst  *Objects
	}{{o.DatasetBucket, &b.Datasets}, {o.ArtifactBucket, &b.Artifacts}} {
		h, err := jsretry.Patiently(ctx, deadline, func() (jetstream.ObjectStore, error) {
			return js.CreateOrUpdateObjectStore(ctx, jetstream.ObjectStoreConfig{Bucket: os.name, Replicas: r})
		})
		if err != nil {
			return Backend{}, fmt.Errorf("object store %s: %w", os.name, err)
		}
		*os.dst = JetStreamObjects{Store: h, Bucket: os.name, Leader: leader}
	}
	return b, nil
}

// opPatience bounds how long a KV operation is retried while it fails transiently: longer
// than the election of a stream's new leader after its leader died (nats-server's Raft
// waits 4 to 9 s), so that losing one node of three costs a request a delay, not an error.
const opPatience = 12 * time.Second

// JetStreamKV is a KV on a JetStream key-value bucket.
type JetStreamKV struct {
	KV jetstream.KeyValue
	// Leader, when set, makes Get read the bucket's stream leader: a KV get may be answered by
	// any replica, and one that has not applied a write made a moment ago through another
	// gateway would answer an older value, or say the key does not exist.
	Leader *StreamLeader
}

// StreamLeader asks a stream's leader for the last message on a subject (STREAM.MSG.GET,
// which only the leader answers, where a direct get may be answered by any replica): what
// it answers includes every write acknowledged to any client.
type StreamLeader struct {
	// Conn is the connection the requests go out on.
	Conn *nats.Conn
	// APIPrefix is the JetStream API's prefix; empty for "$JS.API".
	APIPrefix string
	// RequestTimeout bounds one request to the leader (0: DefaultRequestTimeout). A reply
	// lost with the leader that was to send it never comes, and core NATS does not say so:
	// without this bound a caller whose context has no deadline would wait for ever.
	RequestTimeout time.Duration
}

// DefaultRequestTimeout is StreamLeader's RequestTimeout when none is set: nats.go's default
// for a JetStream API request.
const DefaultRequestTimeout = 5 * time.Second

// storedMsg is a stream's message as its leader answers it.
type storedMsg struct {
	Seq  uint64 `json:"seq"`
	Hdrs []byte `json:"hdrs"`
	Data []byte `json:"data"`
}

// lastMsg returns stream's last message on subject, or nil when it has none. A request that
// fails transiently or times out is sent again, for up to opPatience.
func (l *StreamLeader) lastMsg(ctx context.Context, stream, subject string) (*storedMsg, error) {
	prefix := l.APIPrefix
	if prefix == "" {
		prefix = "$JS.API."
	}
	if !strings.HasSuffix(prefix, ".") {
		prefix += "."
	}
	req, _ := json.Marshal(map[string]string{"last_by_subj": subject})
	timeout := l.RequestTimeout
	if timeout <= 0 {
		timeout = DefaultRequestTimeout
	}
	msg, err := jsretry.Patiently(ctx, time.Now().Add(opPatience), func() (*nats.Msg, error) {
		// An attempt that times out is transient: Patiently sends it again.
		rctx, cancel := context.WithTimeout(ctx, timeout)
		defer cancel()
		return l.Conn.RequestWithContext(rctx, prefix+"STREAM.MSG.GET."+stream, req)
	})
	if err != nil {
		return nil, err
	}
	var resp struct {
		Message *storedMsg `json:"message"`
		Error   *struct {
			Code int `json:"code"`
		} `json:"error"`
	}
	if err := json.Unmarshal(msg.Data, &resp); err != nil {
		return nil, err
	}
	switch {
	case resp.Error != nil && resp.Error.Code == 404:
		return nil, nil
	case resp.Error != nil || resp.Message == nil:
		return nil, fmt.Errorf("%s: unexpected answer from the leader of stream %s", subject, stream)
	}
	return resp.Message, nil
}

// Get implements KV. It retries while JetStream fails transiently, for up to opPatience.
// With Leader it reads the bucket stream's leader: a KV get may be answered by any replica
// (direct get), and one behind the leader returns what a write acknowledged to another
// gateway replaced (a session without the dataset just uploaded through the other gateway,
// counters behind), or says a key just created does not exist.
func (j JetStreamKV) Get(ctx context.Context, key string) (Entry, error) {
	if j.Leader != nil {
		e, found, err := j.leaderGet(ctx, key)
		switch {
		case err != nil:
			return Entry{}, err
		case !found:
			return Entry{}, fmt.Errorf("%s: %w", key, ErrNotFound)
		}
		return e, nil
	}
	e, err := jsretry.Patiently(ctx, time.Now().Add(opPatience), func() (jetstream.KeyValueEntry, error) { return j.KV.Get(ctx, key) })
	if errors.Is(err, jetstream.ErrKeyNotFound) || errors.Is(err, jetstream.ErrKeyDeleted) {
		return Entry{}, fmt.Errorf("%s: %w", key, ErrNotFound)
	}
	if err != nil {
		return Entry{}, err
	}
	return Entry{Value: e.Value(), Revision: e.Revision()}, nil
}

// leaderGet reads key's last value from the bucket stream's leader, so that a write
// acknowledged to another client is seen. found is false when the leader has no value (none,
// or a delete or purge marker).
func (j JetStreamKV) leaderGet(ctx context.Context, key string) (e Entry, found bool, err error) {
	m, err := j.Leader.lastMsg(ctx, "KV_"+j.KV.Bucket(), "$KV."+j.KV.Bucket()+"."+key)
	switch {
	case err != nil:
		return Entry{}, false, err
	case m == nil:
		return Entry{}, false, nil
	case bytes.Contains(m.Hdrs, []byte("KV-Operation: DEL")) || bytes.Contains(m.Hdrs, []byte("KV-Operation: PURGE")):
		return Entry{}, false, nil
	}
	return Entry{Value: m.Data, Revision: m.Seq}, true, nil
}

// Create implements KV. It retries while JetStream fails transiently, for up to opPatience;
// a retry that finds the key holding value exactly takes the earlier attempt for applied.
func (j JetStreamKV) Create(ctx context.Context, key string, value []byte) (uint64, error) {
	rev, err := j.conditional(ctx, key, value, func() (uint64, error) { return j.KV.Create(ctx, key, value) })
	if errors.Is(err, jetstream.ErrKeyExists) {
		return 0, fmt.Errorf("%s: %w", key, ErrExists)
	}
	return rev, err
}

// Update implements KV. It retries while JetStream fails transiently, for up to opPatience;
// a retry refused as stale, after an attempt whose answer was lost, reads the key and takes
// that attempt for applied when the key holds value exactly. So value must tell this write
// from any other (the session store writes a fresh id into every version).
func (j JetStreamKV) Update(ctx context.Context, key string, value []byte, rev uint64) (uint64, error) {
	n, err := j.conditional(ctx, key, value, func() (uint64, error) { return j.KV.Update(ctx, key, value, rev) })
	// The server answers a stale revision with "wrong last sequence", which nats.go reports as
	// ErrKeyExists.
	if errors.Is(err, jetstream.ErrKeyRevisionMismatch) || errors.Is(err, jetstream.ErrKeyExists) {
		return 0, fmt.Errorf("%s at revision %d: %w", key, rev, ErrConflict)
	}
	return n, err
}

// conditional runs a conditional write (Create, Update) with transient retries; see Update.
func (j JetStreamKV) conditional(ctx context.Context, key string, value []byte, write func() (uint64, error)) (uint64, error) {
	lost := false // an attempt failed without an answer: it may have been applied
	return jsretry.Patiently(ctx, time.Now().Add(opPatience), func() (uint64, error) {
		n, err := write()
		switch {
		case err == nil:
			return n, nil
		case jsretry.Transient(err):
			lost = true
		case lost && (errors.Is(err, jetstream.ErrKeyRevisionMismatch) || errors.Is(err, jetstream.ErrKeyExists)):
			// Read what is there (Get reads the leader): a replica behind it would not show the
			// write, and taking it for not applied would apply it twice.
			if e, gerr := j.Get(ctx, key); gerr == nil && bytes.Equal(e.Value, value) {
				return e.Revision, nil
			} else if gerr != nil && jsretry.Transient(gerr) {
				return 0, gerr // read again on the next attempt
			}
		}
		return n, err
	})
}

// Put implements KV. It retries while JetStream fails transiently, for up to opPatience (a
// second Put of the same value only adds a revision).
func (j JetStreamKV) Put(ctx context.Context, key string, value []byte) (uint64, error) {
	return jsretry.Patiently(ctx, time.Now().Add(opPatience), func() (uint64, error) { return j.KV.Put(ctx, key, value) })
}

// Watch implements KV.
func (j JetStreamKV) Watch(ctx context.Context, key string) (<-chan Entry, error) {
	w, err := j.KV.Watch(ctx, key, jetstream.UpdatesOnly())
	if err != nil {
		return nil, err
	}
	out := make(chan Entry)
	go func() {
		defer close(out)
		defer func() { _ = w.Stop() }()
		for {
			var e jetstream.KeyValueEntry
			select {
			case <-ctx.Done():
				return
			case got, ok := <-w.Updates():
				if !ok {
					return
				}
				e = got
			}
			if e == nil || e.Operation() != jetstream.KeyValuePut {
				continue
			}
			select {
			case out <- Entry{Value: e.Value(), Revision: e.Revision()}:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

// JetStreamObjects is an Objects on a JetStream object store. Each operation is retried
// while JetStream fails transiently, for up to opPatience, as KV operations are: an object
// store is streams too, and a dataset read for a run's redaction must outlast the election of
// a new leader.
type JetStreamObjects struct {
	Store jetstream.ObjectStore
	// Bucket is the store's name; Leader, when set, confirms with the bucket stream's leader
	// any "not found" of Get and Delete. Both read an object's info with a direct get, which
	// any replica may answer, and one that has not yet applied an object written a moment
	// ago (an artifact a worker staged through another NATS node) says it does not exist.
	Bucket string
	Leader *StreamLeader
}

// replicaLag bounds how long Get and Delete wait for a replica to apply an object its
// stream's leader has: replicas apply a write within milliseconds of its acknowledgement,
// unless one is cut off or restarting.
const replicaLag = 5 * time.Second

// Put implements Objects.
func (j JetStreamObjects) Put(ctx context.Context, name string, data []byte, meta map[string]string) error {
	_, err := jsretry.Patiently(ctx, time.Now().Add(opPatience), func() (*jetstream.ObjectInfo, error) {
		return j.Store.Put(ctx, jetstream.ObjectMeta{Name: name, Metadata: meta}, bytes.NewReader(data))
	})
	return err
}

// Get implements Objects.
func (j JetStreamObjects) Get(ctx context.Context, name string, max int64) ([]byte, error) {
	b, err := seenByLeader(ctx, j, name, func() ([]byte, error) {
		obj, err := j.Store.Get(ctx, name)
		if err != nil {
			return nil, err
		}
		defer obj.Close()
		b, err := io.ReadAll(io.LimitReader(obj, max+1))
		if err != nil {
			return nil, err
		}
		if int64(len(b)) > max {
			return nil, fmt.Errorf("object %s over %d bytes: %w", name, max, ErrTooLarge)
		}
		return b, nil
	})
	if errors.Is(err, jetstream.ErrObjectNotFound) {
		return nil, fmt.Errorf("object %s: %w", name, ErrNotFound)
	}
	return b, err
}

// Delete implements Objects.
func (j JetStreamObjects) Delete(ctx context.Context, name string) error {
	_, err := seenByLeader(ctx, j, name, func() (struct{}, error) {
		return struct{}{}, j.Store.Delete(ctx, name)
	})
	if errors.Is(err, jetstream.ErrObjectNotFound) {
		return fmt.Errorf("object %s: %w", name, ErrNotFound)
	}
	return err
}

// seenByLeader runs op on the object name, retried while JetStream fails transiently (for up
// to opPatience). When op says the object does not exist and j.Leader has it, op is run again,
// with growing pauses, until the replica that answered has it too, for up to replicaLag; when
// the leader has no such object either, "not found" is the answer at once.
func seenByLeader[T any](ctx context.Context, j JetStreamObjects, name string, op func() (T, error)) (T, error) {
	v, err := jsretry.Patiently(ctx, time.Now().Add(opPatience), op)
	if j.Leader == nil || !errors.Is(err, jetstream.ErrObjectNotFound) {
		return v, err
	}
	until := time.Now().Add(replicaLag)
	pause := 10 * time.Millisecond
	for {
		exists, lerr := j.leaderHas(ctx, name)
		if lerr != nil {
			return v, fmt.Errorf("object %s: a replica does not have it, and its stream's leader could not be asked: %w", name, lerr)
		}
		if !exists || time.Now().Add(pause).After(until) {
			return v, err
		}
		select {
		case <-time.After(pause):
		case <-ctx.Done():
			return v, ctx.Err()
		}
		pause = min(2*pause, 400*time.Millisecond)
		if v, err = jsretry.Patiently(ctx, time.Now().Add(opPatience), op); !errors.Is(err, jetstream.ErrObjectNotFound) {
			return v, err
		}
	}
}

// leaderHas reports whether the leader of the bucket's stream holds name's info, not marked
// deleted. The layout is the object store's (ADR-20): stream OBJ_<bucket>, an object's info
// the last message on $O.<bucket>.M.<name in URL-safe base64>.
func (j JetStreamObjects) leaderHas(ctx context.Context, name string) (bool, error) {
	m, err := j.Leader.lastMsg(ctx, "OBJ_"+j.Bucket, "$O."+j.Bucket+".M."+base64.URLEncoding.EncodeToString([]byte(name)))
	if err != nil || m == nil {
		return false, err
	}
	var info struct {
		Deleted bool `json:"deleted"`
	}
	if err := json.Unmarshal(m.Data, &info); err != nil {
		return false, fmt.Errorf("object %s: its info is not JSON: %w", name, err)
	}
	return !info.Deleted, nil
}
