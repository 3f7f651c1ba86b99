package gateway

import (
	"strings"
	"testing"
)

func TestKeyringLookup(t *testing.T) {
	kr := newKeyring([]TenantConfig{
		{ID: "a", Keys: []KeyConfig{{Key: "sk-aaaaaaaaaaaaaaaa"}}},
		{ID: "b", Keys: []KeyConfig{{SHA256: "6d3ea3e4f3a8d2dab4b3c6b4c7d8e6f1a5f2f1e1d4c3b2a1908f7e6d5c4b3a29", Role: RoleAuditor}}},
	})
	if p, ok := kr.lookup("sk-aaaaaaaaaaaaaaaa"); !ok || p.Tenant != "a" || p.Role != RoleAgent {
		t.Fatalf("lookup a = %v %v", p, ok)
	}
	if _, ok := kr.lookup("sk-aaaaaaaaaaaaaaab"); ok {
		t.Fatal("a wrong key was accepted")
	}
}

func TestConfigValidateNamesFields(t *testing.T) {
	err := Config{Tenants: []TenantConfig{{ID: "bad id!", Keys: []KeyConfig{{Key: "short", Role: "root"}}}, {ID: "x"}}}.Validate()
	if err == nil {
		t.Fatal("accepted")
	}
	for _, want := range []string{"tenants[0].id", "tenants[0].keys[0].key", "tenants[0].keys[0].role", "tenants[1].keys"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not name %s", err, want)
		}
	}
}
