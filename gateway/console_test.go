package gateway

import (
	"bytes"
	"crypto/sha256"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/sluice-gw/sluice/gateway/internal/state"
	"github.com/sluice-gw/sluice/gateway/run/runtest"
	"github.com/sluice-gw/sluice/policies"
)

// TestConsoleCookie: a session cookie stands for its key until it expires; a changed byte, a
// cookie of another gateway process or an expired one stands for nothing.
func TestConsoleCookie(t *testing.T) {
	a, b := newConsoleAuth(""), newConsoleAuth("")
	if s1, s2 := newConsoleAuth("shared"), newConsoleAuth("shared"); s1.secret != s2.secret || s1.secret == a.secret {
		t.Error("a shared secret does not give every gateway the same key")
	}
	d := sha256.Sum256([]byte("k"))
	now := time.Now()
	v := a.issue(d, now.Add(time.Hour))
	if got, ok := a.check(v, now); !ok || got != d {
		t.Fatalf("check(issue) = %x %v", got, ok)
	}
	tampered := []byte(v)
	tampered[3] ^= 1
	for name, c := range map[string]string{"tampered": string(tampered), "other process": b.issue(d, now.Add(time.Hour)), "empty": "", "junk": "a.b.c"} {
		if _, ok := a.check(c, now); ok {
			t.Errorf("%s cookie accepted", name)
		}
	}
	if _, ok := a.check(v, now.Add(2*time.Hour)); ok {
		t.Error("expired cookie accepted")
	}
	if a.csrf(v) == a.csrf(a.issue(d, now.Add(2*time.Hour))) || a.csrf(v) == b.csrf(v) {
		t.Error("CSRF tokens are not bound to the session and the process")
	}
}

// TestConsoleOverHTTP: the console's pages carry a strict CSP and no inline script; an agent's
// key cannot sign in; an auditor's cookie reads the v1 API, and changes nothing without the
// CSRF token.
func TestConsoleOverHTTP(t *testing.T) {
	eng := runtest.Engine(t)
	s, err := newServer(Options{
		Config: Config{Tenants: []TenantConfig{{ID: "acme", Keys: []KeyConfig{
			{Key: "sk-agent-0123456789abcdef"}, {Key: "sk-auditor-0123456789abcdef", Role: RoleAuditor}}}}},
		Policies:    func() *policies.Engine { return eng },
		DecisionLog: policies.NewDecisionLog("", &runtest.Sink{}),
		Dispatcher:  &runtest.Worker{},
		Executors:   []string{"subprocess"},
		Images:      runtest.Images(t),
	}, state.Memory())
	if err != nil {
		t.Fatal(err)
	}
	send := func(method, path, body string, hdr map[string]string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, path, bytes.NewBufferString(body))
		for k, v := range hdr {
			req.Header.Set(k, v)
		}
		w := httptest.NewRecorder()
		s.Handler().ServeHTTP(w, req)
		return w
	}

	for _, p := range []string{"/console/", "/console/app.js", "/console/app.css"} {
		w := send("GET", p, "", nil)
		if w.Code != 200 || !strings.Contains(w.Header().Get("Content-Security-Policy"), "script-src 'self'") ||
			w.Header().Get("X-Content-Type-Options") != "nosniff" || w.Header().Get("X-Frame-Options") != "DENY" {
			t.Errorf("%s: %d %v", p, w.Code, w.Header())
		}
		if p == "/console/" && (strings.Contains(w.Body.String(), "<script>") || strings.Contains(w.Body.String(), " on")) {
			t.Errorf("the page has inline script or handlers")
		}
	}
	if csp := consoleCSP; strings.Contains(csp, "unsafe") {
		t.Errorf("CSP allows unsafe sources: %s", csp)
	}

	jsonCT := map[string]string{"Content-Type": "application/json"}
	if w := send("POST", "/console/login", `{"key":"sk-auditor-0123456789abcdef"}`, map[string]string{"Content-Type": "text/plain"}); w.Code != 422 || w.Header().Get("Set-Cookie") != "" {
		t.Fatalf("sign-in as a cross-site form could send it: %d", w.Code)
	}
	if w := send("POST", "/console/login", `{"key":"sk-agent-0123456789abcdef"}`, jsonCT); w.Code != http.StatusForbidden || w.Header().Get("Set-Cookie") != "" {
		t.Fatalf("agent sign-in: %d %q", w.Code, w.Header().Get("Set-Cookie"))
	}
	if w := send("POST", "/console/login", `{"key":"nope"}`, jsonCT); w.Code != http.StatusUnauthorized {
		t.Fatalf("unknown key: %d", w.Code)
	}
	w := send("POST", "/console/login", `{"key":"sk-auditor-0123456789abcdef"}`, jsonCT)
	set := w.Header().Get("Set-Cookie")
	if w.Code != 200 || !strings.Contains(set, "HttpOnly") || !strings.Contains(set, "SameSite=Strict") {
		t.Fatalf("auditor sign-in: %d %q", w.Code, set)
	}
	cookie := strings.SplitN(set, ";", 2)[0]
	w = send("GET", "/console/session", "", map[string]string{"Cookie": cookie})
	if w.Code != 200 || !strings.Contains(w.Body.String(), `"csrf"`) {
		t.Fatalf("session: %d %s", w.Code, w.Body)
	}
	csrf := s.console.csrf(strings.TrimPrefix(cookie, consoleCookie+"="))

	// The cookie reads (the fast tier has no decision stream: the API says so, not 401).
	if w := send("GET", "/v1/decisions", "", map[string]string{"Cookie": cookie}); w.Code == http.StatusUnauthorized || w.Code == http.StatusForbidden {
		t.Errorf("GET with the cookie: %d %s", w.Code, w.Body)
	}
	// It changes nothing without the token, and changes what it asks with it.
	if w := send("POST", "/v1/sessions", "", map[string]string{"Cookie": cookie}); w.Code != http.StatusForbidden {
		t.Errorf("POST without the CSRF token: %d %s", w.Code, w.Body)
	}
	if w := send("POST", "/v1/sessions", "", map[string]string{"Cookie": cookie, "X-CSRF-Token": csrf}); w.Code != http.StatusCreated {
		t.Errorf("POST with the CSRF token: %d %s", w.Code, w.Body)
	}
	if w := send("POST", "/v1/sessions", "", map[string]string{"Cookie": cookie, "X-CSRF-Token": "x" + csrf}); w.Code != http.StatusForbidden {
		t.Errorf("POST with a wrong CSRF token: %d", w.Code)
	}
	// A forged cookie is no session.
	if w := send("GET", "/v1/decisions", "", map[string]string{"Cookie": cookie + "0"}); w.Code != http.StatusUnauthorized {
		t.Errorf("forged cookie: %d", w.Code)
	}
	if w := send("POST", "/console/logout", "", map[string]string{"Cookie": cookie, "X-CSRF-Token": csrf}); w.Code != http.StatusNoContent || !strings.Contains(w.Header().Get("Set-Cookie"), "Max-Age=0") {
		t.Errorf("logout: %d %q", w.Code, w.Header().Get("Set-Cookie"))
	}
}
