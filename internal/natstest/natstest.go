// Package natstest starts the real NATS server, embedded, with JetStream, for tests: one
// helper for every package whose tests need the backbone. It is for tests only and must not be
// imported by anything that ships.
package natstest

import (
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// Server starts an embedded NATS server with JetStream (its store in a temporary directory of
// t) on a free local port; it is shut down when t ends.
func Server(t testing.TB) *server.Server {
	t.Helper()
	ns, err := server.NewServer(&server.Options{
		Host: "127.0.0.1", Port: -1, JetStream: true, StoreDir: t.TempDir(), NoLog: true, NoSigs: true,
		MaxPayload: 8 << 20,
	})
	if err != nil {
		t.Fatal(err)
	}
	go ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("nats-server did not start")
	}
	t.Cleanup(func() { ns.Shutdown(); ns.WaitForShutdown() })
	return ns
}

// Connect starts a Server and returns a connection to it and its JetStream context, closed when
// t ends.
func Connect(t testing.TB) (*nats.Conn, jetstream.JetStream) {
	t.Helper()
	ns := Server(t)
	nc, err := nats.Connect(ns.ClientURL())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(nc.Close)
	js, err := jetstream.New(nc)
	if err != nil {
		t.Fatal(err)
	}
	return nc, js
}
