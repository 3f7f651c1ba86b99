package gateway

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/sluice-gw/sluice/gateway/run"
)

// The console for auditors and policy authors, under /console: static files (no inline script,
// a strict Content-Security-Policy) that read everything from the v1 API. Signing in posts an
// auditor's API key once; the gateway answers with a cookie (HttpOnly, SameSite=Strict) that
// stands for the key for consoleTTL, signed with the gateways' shared secret or one of this
// gateway's process. A request
// authenticated by that cookie is an auditor's; one that changes anything (any method but GET
// and HEAD) must also carry the session's CSRF token in X-CSRF-Token. Agents' keys cannot sign
// in.

//go:embed console
var consoleFiles embed.FS

// consoleCookie is the name of the console's session cookie.
const consoleCookie = "sluice_console"

// consoleTTL is how long a console session lasts.
const consoleTTL = 8 * time.Hour

// consoleCSP is the Content-Security-Policy of the console's pages: its own scripts, styles and
// images only (artifacts are images of the same origin), nothing inline, no frames, no forms
// elsewhere.
const consoleCSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
	"base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// consoleAuth signs and checks console sessions.
type consoleAuth struct {
	secret [32]byte
}

// newConsoleAuth signs with the SHA-256 of secret, or with a random secret when it is empty.
func newConsoleAuth(secret string) *consoleAuth {
	a := &consoleAuth{}
	if secret != "" {
		a.secret = sha256.Sum256([]byte("sluice console\x00" + secret))
		return a
	}
	if _, err := rand.Read(a.secret[:]); err != nil {
		panic("gateway: no randomness for the console's secret: " + err.Error())
	}
	return a
}

func (a *consoleAuth) mac(parts ...string) string {
	m := hmac.New(sha256.New, a.secret[:])
	for _, p := range parts {
		m.Write([]byte(p))
		m.Write([]byte{0})
	}
	return hex.EncodeToString(m.Sum(nil))
}

// issue returns the cookie value for a key digest, valid until exp.
func (a *consoleAuth) issue(digest [sha256.Size]byte, exp time.Time) string {
	d, e := hex.EncodeToString(digest[:]), strconv.FormatInt(exp.Unix(), 10)
	return d + "." + e + "." + a.mac("session", d, e)
}

// check returns the key digest a cookie value stands for, if it is genuine and not expired.
func (a *consoleAuth) check(v string, now time.Time) (digest [sha256.Size]byte, ok bool) {
	parts := strings.Split(v, ".")
	if len(parts) != 3 {
		return digest, false
	}
	if !hmac.Equal([]byte(parts[2]), []byte(a.mac("session", parts[0], parts[1]))) {
		return digest, false
	}
	exp, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil || now.Unix() > exp {
		return digest, false
	}
	b, err := hex.DecodeString(parts[0])
	if err != nil || len(b) != sha256.Size {
		return digest, false
	}
	copy(digest[:], b)
	return digest, true
}

// csrf is the CSRF token of a session: derived from its cookie, so nothing is stored.
func (a *consoleAuth) csrf(cookie string) string { return a.mac("csrf", cookie) }

// consoleRoutes mounts the console on r.
func (s *Server) consoleRoutes(r *gin.Engine) {
	static, err := fs.Sub(consoleFiles, "console")
	if err != nil {
		panic(err)
	}
	page := func(name, ctype string) gin.HandlerFunc {
		b, err := fs.ReadFile(static, name)
		if err != nil {
			panic("gateway: console file " + name + ": " + err.Error())
		}
		return func(c *gin.Context) {
			consoleHeaders(c)
			c.Data(http.StatusOK, ctype, b)
		}
	}
	r.GET("/console", func(c *gin.Context) { c.Redirect(http.StatusMovedPermanently, "/console/") })
	r.GET("/console/", page("index.html", "text/html; charset=utf-8"))
	r.GET("/console/app.js", page("app.js", "text/javascript; charset=utf-8"))
	r.GET("/console/app.css", page("app.css", "text/css; charset=utf-8"))
	r.POST("/console/login", s.consoleLogin)
	r.POST("/console/logout", s.authenticate, s.consoleLogout)
	r.GET("/console/session", s.authenticate, s.consoleSession)
}

// consoleHeaders are the headers of every console answer.
func consoleHeaders(c *gin.Context) {
	c.Header("Content-Security-Policy", consoleCSP)
	c.Header("X-Content-Type-Options", "nosniff")
	c.Header("X-Frame-Options", "DENY")
	c.Header("Referrer-Policy", "no-referrer")
	c.Header("Cache-Control", "no-store")
}

// consoleLogin answers POST /console/login {"key"}: an auditor's key gets a session cookie;
// any other key a 403 and no cookie.
func (s *Server) consoleLogin(c *gin.Context) {
	consoleHeaders(c)
	// JSON only: a form of another site cannot send it without the browser asking first, so
	// no site can sign a browser in to a console session of its own choosing.
	if ct := c.ContentType(); ct != "application/json" {
		s.fail(c, run.Errorf(run.CodeBadRequest, "sign in with Content-Type: application/json, not %q", ct))
		return
	}
	var req struct {
		Key string `json:"key"`
	}
	if err := s.decodeJSON(c, &req, false); err != nil {
		s.fail(c, err)
		return
	}
	key := strings.TrimSpace(req.Key)
	p, ok := s.keys.lookup(key)
	if key == "" || !ok {
		s.fail(c, run.Errorf(run.CodeUnauthorized, "unknown API key"))
		return
	}
	if p.Role != RoleAuditor {
		s.fail(c, run.Errorf(run.CodeForbidden, "the console is for keys with the auditor role"))
		return
	}
	v := s.console.issue(sha256.Sum256([]byte(key)), time.Now().Add(consoleTTL))
	http.SetCookie(c.Writer, &http.Cookie{
		Name: consoleCookie, Value: v, Path: "/", MaxAge: int(consoleTTL / time.Second),
		HttpOnly: true, Secure: c.Request.TLS != nil, SameSite: http.SameSiteStrictMode,
	})
	c.PureJSON(http.StatusOK, gin.H{"tenant": p.Tenant, "role": p.Role, "csrf": s.console.csrf(v)})
}

// consoleLogout answers POST /console/logout: the cookie is cleared.
func (s *Server) consoleLogout(c *gin.Context) {
	consoleHeaders(c)
	http.SetCookie(c.Writer, &http.Cookie{Name: consoleCookie, Value: "", Path: "/", MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteStrictMode})
	c.Status(http.StatusNoContent)
}

// consoleSession answers GET /console/session: who is signed in, and the CSRF token.
func (s *Server) consoleSession(c *gin.Context) {
	consoleHeaders(c)
	p := who(c)
	cookie, err := c.Cookie(consoleCookie)
	if err != nil || p.Role != RoleAuditor {
		s.fail(c, run.Errorf(run.CodeUnauthorized, "not signed in to the console"))
		return
	}
	c.PureJSON(http.StatusOK, gin.H{"tenant": p.Tenant, "role": p.Role, "csrf": s.console.csrf(cookie)})
}

// cookiePrincipal authenticates a request by the console's cookie; it answers (and returns
// false) when the cookie is bad, or when a request that changes anything lacks the CSRF token.
func (s *Server) cookiePrincipal(c *gin.Context) (principal, bool) {
	v, err := c.Cookie(consoleCookie)
	if err != nil || v == "" {
		return principal{}, false
	}
	digest, ok := s.console.check(v, time.Now())
	p, found := s.keys.byDigest(digest)
	if !ok || !found || p.Role != RoleAuditor {
		s.fail(c, run.Errorf(run.CodeUnauthorized, "the console session is not valid (expired, or the gateway restarted): sign in again"))
		return principal{}, false
	}
	if c.Request.Method != http.MethodGet && c.Request.Method != http.MethodHead {
		tok := c.GetHeader("X-CSRF-Token")
		if subtle.ConstantTimeCompare([]byte(tok), []byte(s.console.csrf(v))) != 1 {
			s.fail(c, run.Errorf(run.CodeForbidden, "a console request that changes anything needs the session's X-CSRF-Token"))
			return principal{}, false
		}
	}
	return p, true
}
