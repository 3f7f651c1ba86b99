package gateway

import (
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"fmt"
	"regexp"

	"github.com/sluice-gw/sluice/gateway/run"
)

// Defaults of the gateway's own limits. Policy limits (timeouts, memory, caps on output) live in
// the Rego bundle's data.json, not here: these only bound what the HTTP layer accepts.
const (
	// DefaultMaxCodeChars is the longest code a run accepts, in characters.
	DefaultMaxCodeChars = 8000
	// DefaultMaxDatasetBytes is the largest dataset upload accepted.
	DefaultMaxDatasetBytes = 64 << 20
	// DefaultMaxJSONBytes is the largest JSON request body accepted.
	DefaultMaxJSONBytes = 256 << 10
	// DevTenant is the tenant created when no config names any.
	DevTenant = "dev"
)

// Roles a key may have.
const (
	// RoleAgent may create sessions, upload, run and read its tenant's runs.
	RoleAgent = "agent"
	// RoleAuditor may also read the decision log of its tenant.
	RoleAuditor = "auditor"
)

// Config is the gateway's part of the configuration file (YAML): its top-level keys. cmd/sluice
// reads the file, strictly, with the executors: section beside these keys. Every field is
// optional.
type Config struct {
	// Tenants lists the tenants and their API keys. Empty: one "dev" tenant whose key comes
	// from SLUICE_API_KEY or is generated at start.
	Tenants []TenantConfig `yaml:"tenants"`
	// MaxCodeChars is the longest code a run accepts (default 8000).
	MaxCodeChars int `yaml:"max_code_chars"`
	// MaxDatasetBytes is the largest dataset upload accepted (default 64 MiB).
	MaxDatasetBytes int64 `yaml:"max_dataset_bytes"`
}

// TenantConfig is one tenant.
type TenantConfig struct {
	// ID names the tenant in policies, logs and records: 1-64 letters, digits, '-', '_'.
	ID string `yaml:"id"`
	// Keys are the tenant's bearer API keys.
	Keys []KeyConfig `yaml:"keys"`
	// Flags are passed to policies as input.tenant.flags (e.g. code_execution: false).
	Flags map[string]bool `yaml:"flags"`
}

// KeyConfig is one API key. Give either Key or SHA256, not both.
type KeyConfig struct {
	// Key is the key itself; prefer SHA256 so the config file holds no secret.
	Key string `yaml:"key"`
	// SHA256 is the lower-case hex SHA-256 of the key.
	SHA256 string `yaml:"sha256"`
	// Role is "agent" (default) or "auditor".
	Role string `yaml:"role"`
}

var tenantIDRE = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// Validate checks every field and names the bad ones.
func (c Config) Validate() error {
	var errs []error
	seen := map[string]bool{}
	for i, t := range c.Tenants {
		if !tenantIDRE.MatchString(t.ID) {
			errs = append(errs, fmt.Errorf("tenants[%d].id %q: want 1-64 letters, digits, '-' or '_'", i, t.ID))
		}
		if seen[t.ID] {
			errs = append(errs, fmt.Errorf("tenants[%d].id %q: duplicate", i, t.ID))
		}
		seen[t.ID] = true
		if len(t.Keys) == 0 {
			errs = append(errs, fmt.Errorf("tenants[%d].keys: at least one key is required", i))
		}
		for j, k := range t.Keys {
			switch {
			case k.Key != "" && k.SHA256 != "":
				errs = append(errs, fmt.Errorf("tenants[%d].keys[%d]: give key or sha256, not both", i, j))
			case k.Key == "" && k.SHA256 == "":
				errs = append(errs, fmt.Errorf("tenants[%d].keys[%d]: key or sha256 is required", i, j))
			case k.Key != "" && len(k.Key) < 16:
				errs = append(errs, fmt.Errorf("tenants[%d].keys[%d].key: at least 16 characters", i, j))
			case k.SHA256 != "":
				if b, err := hex.DecodeString(k.SHA256); err != nil || len(b) != sha256.Size {
					errs = append(errs, fmt.Errorf("tenants[%d].keys[%d].sha256: want 64 hex digits", i, j))
				}
			}
			if k.Role != "" && k.Role != RoleAgent && k.Role != RoleAuditor {
				errs = append(errs, fmt.Errorf("tenants[%d].keys[%d].role %q: want %q or %q", i, j, k.Role, RoleAgent, RoleAuditor))
			}
		}
	}
	if c.MaxCodeChars < 0 {
		errs = append(errs, errors.New("max_code_chars: must not be negative"))
	}
	if c.MaxDatasetBytes < 0 {
		errs = append(errs, errors.New("max_dataset_bytes: must not be negative"))
	}
	return errors.Join(errs...)
}

func (c Config) withDefaults() Config {
	if c.MaxCodeChars == 0 {
		c.MaxCodeChars = DefaultMaxCodeChars
	}
	if c.MaxDatasetBytes == 0 {
		c.MaxDatasetBytes = DefaultMaxDatasetBytes
	}
	return c
}

// principal is an authenticated caller: what the run service knows of it, and its role.
type principal struct {
	run.Caller
	Role string
}

type keyEntry struct {
	digest [sha256.Size]byte
	p      principal
}

// keyring maps API keys to principals by their SHA-256 digests, compared in constant time.
type keyring []keyEntry

func newKeyring(tenants []TenantConfig) keyring {
	var kr keyring
	for _, t := range tenants {
		for _, k := range t.Keys {
			var d [sha256.Size]byte
			if k.Key != "" {
				d = sha256.Sum256([]byte(k.Key))
			} else {
				b, _ := hex.DecodeString(k.SHA256)
				copy(d[:], b)
			}
			role := k.Role
			if role == "" {
				role = RoleAgent
			}
			kr = append(kr, keyEntry{digest: d, p: principal{Caller: run.Caller{Tenant: t.ID, Flags: t.Flags}, Role: role}})
		}
	}
	return kr
}

func (kr keyring) lookup(key string) (principal, bool) {
	return kr.byDigest(sha256.Sum256([]byte(key)))
}

// byDigest returns the principal of the key whose SHA-256 is d (the console's session names
// its key so), in constant time over the ring.
func (kr keyring) byDigest(d [sha256.Size]byte) (principal, bool) {
	var found *principal
	for i := range kr {
		if subtle.ConstantTimeCompare(d[:], kr[i].digest[:]) == 1 && found == nil {
			found = &kr[i].p
		}
	}
	if found == nil {
		return principal{}, false
	}
	return *found, true
}
