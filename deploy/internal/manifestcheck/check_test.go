package main

import (
	"bufio"
	"strings"
	"testing"
)

// good is a small set of manifests that passes every check: a restricted Deployment, its
// Service, NetworkPolicy, PodDisruptionBudget and ServiceAccount.
const good = `
apiVersion: v1
kind: ServiceAccount
metadata:
  name: app
automountServiceAccountToken: false
---
# A comment-only document is skipped.
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: app
  labels: {app.kubernetes.io/component: web}
spec:
  replicas: 2
  selector:
    matchLabels: {app.kubernetes.io/component: web}
  template:
    metadata:
      labels: {app.kubernetes.io/component: web}
    spec:
      serviceAccountName: app
      automountServiceAccountToken: false
      securityContext:
        runAsNonRoot: true
        seccompProfile: {type: RuntimeDefault}
      containers:
        - name: web
          image: example/web:1
          ports:
            - {name: http, containerPort: 8080}
          livenessProbe:
            httpGet: {path: /healthz, port: http}
          readinessProbe:
            httpGet: {path: /readyz, port: 8080}
          resources:
            requests: {cpu: 100m, memory: 64Mi}
            limits: {cpu: "1", memory: 128Mi}
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities: {drop: [ALL]}
          volumeMounts:
            - {name: tmp, mountPath: /tmp}
      volumes:
        - name: tmp
          emptyDir: {}
---
apiVersion: v1
kind: Service
metadata:
  name: app
spec:
  selector: {app.kubernetes.io/component: web}
  ports:
    - {name: http, port: 80, targetPort: http}
---
apiVersion: networking.k8s.io/v1
kind: NetworkPolicy
metadata:
  name: app
spec:
  podSelector:
    matchLabels: {app.kubernetes.io/component: web}
  policyTypes: [Ingress, Egress]
  ingress:
    - ports: [{port: http}]
  egress:
    - ports: [{port: 53, protocol: UDP}]
---
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: app
spec:
  minAvailable: 1
  selector:
    matchLabels: {app.kubernetes.io/component: web}
`

func run(t *testing.T, manifests string, o Options) *Report {
	t.Helper()
	rep, err := Check(bufio.NewReader(strings.NewReader(manifests)), o)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func TestGoodManifestsPass(t *testing.T) {
	rep := run(t, good, Options{Restricted: []string{"web"}, Want: map[string]int{"Deployment": 1, "Service": 1}})
	if len(rep.Problems) > 0 {
		t.Fatalf("problems: %v", rep.Problems)
	}
	if len(rep.Docs) != 5 {
		t.Errorf("decoded %d documents, want 5", len(rep.Docs))
	}
	if got := rep.Docs[1].PodSecurity; got != "restricted" {
		t.Errorf("Deployment meets %q, want restricted", got)
	}
}

// Each case changes one thing in good and names a word the problem must contain.
func TestEachCheckFails(t *testing.T) {
	cases := []struct {
		name, old, new string
		opts           Options
		want           string
	}{
		{"unknown field", "          image: example/web:1", "          image: example/web:1\n          imagePullPolicyy: Always", Options{}, `unknown field "spec.template.spec.containers[0].imagePullPolicyy"`},
		{"field of another case", "          image: example/web:1", "          Image: example/web:1", Options{}, "unknown field"},
		{"duplicate key", "  replicas: 2", "  replicas: 2\n  replicas: 3", Options{}, "already set"},
		{"wrong type", "containerPort: 8080", `containerPort: "8080"`, Options{}, "does not decode"},
		{"bad quantity", "memory: 128Mi}", "memory: 128MB!}", Options{}, "does not decode"},
		{"unknown kind", "kind: Service\n", "kind: Servise\n", Options{}, "not a kind manifestcheck decodes"},
		{"missing limits", `            limits: {cpu: "1", memory: 128Mi}` + "\n", "", Options{}, "resources.limits.cpu is missing"},
		{"request above limit", "requests: {cpu: 100m", "requests: {cpu: 2", Options{}, "above its limit"},
		{"no security context", "          securityContext:\n            allowPrivilegeEscalation: false\n            readOnlyRootFilesystem: true\n            capabilities: {drop: [ALL]}\n", "", Options{}, "securityContext is missing"},
		{"writable root", "readOnlyRootFilesystem: true", "readOnlyRootFilesystem: false", Options{}, "readOnlyRootFilesystem: want true"},
		{"no liveness probe", "          livenessProbe:\n            httpGet: {path: /healthz, port: http}\n", "", Options{}, "livenessProbe is missing"},
		{"probe on an undeclared port", "port: 8080}", "port: 9090}", Options{}, "declares no such port"},
		{"mount without volume", "{name: tmp, mountPath: /tmp}", "{name: scratch, mountPath: /tmp}", Options{}, "no volume of that name"},
		{"selector misses the template", "    matchLabels: {app.kubernetes.io/component: web}\n  template:", "    matchLabels: {app.kubernetes.io/component: api}\n  template:", Options{}, "does not match the pod template"},
		{"invalid label value", "  labels: {app.kubernetes.io/component: web}\nspec:\n  replicas", "  labels: {app.kubernetes.io/version: 1.0+abc}\nspec:\n  replicas", Options{}, "metadata.labels"},
		{"service selects nothing", "  selector: {app.kubernetes.io/component: web}\n  ports:", "  selector: {app.kubernetes.io/component: db}\n  ports:", Options{}, "selects no rendered pod"},
		{"service target port", "targetPort: http}", "targetPort: web}", Options{}, "no selected container declares it"},
		{"policy on no pod", "  podSelector:\n    matchLabels: {app.kubernetes.io/component: web}", "  podSelector:\n    matchLabels: {app.kubernetes.io/component: db}", Options{}, "selects no rendered pod"},
		{"PDB blocks drains", "minAvailable: 1", "minAvailable: 2", Options{}, "node drain would hang"},
		{"token mounted", "automountServiceAccountToken: false\n---", "automountServiceAccountToken: true\n---", Options{}, "automountServiceAccountToken: want false"},
		{"unknown service account", "serviceAccountName: app", "serviceAccountName: other", Options{}, "no ServiceAccount of that name"},
		{"not restricted", "capabilities: {drop: [ALL]}", "capabilities: {drop: [NET_RAW]}", Options{Restricted: []string{"web"}}, `must meet Pod Security "restricted"`},
		{"not baseline", "capabilities: {drop: [ALL]}", "capabilities: {add: [SYS_ADMIN]}", Options{Baseline: []string{"web"}}, `must meet Pod Security "baseline"`},
		{"component absent", "", "", Options{Restricted: []string{"worker"}}, "app.kubernetes.io/component=worker"},
		{"unmasked proc outside a user namespace", "readOnlyRootFilesystem: true", "readOnlyRootFilesystem: true\n            procMount: Unmasked", Options{}, "needs spec.hostUsers: false"},
		{"privileged without escalation", "allowPrivilegeEscalation: false", "allowPrivilegeEscalation: false\n            privileged: true", Options{}, "cannot be set with privileged"},
		{"wrong count", "", "", Options{Want: map[string]int{"NetworkPolicy": 2}}, "1 NetworkPolicy object(s) rendered, want 2"},
		{"rendered twice", "", "---\napiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: app\nautomountServiceAccountToken: false\n", Options{}, "rendered twice"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			in := good
			switch {
			case c.old != "":
				if !strings.Contains(in, c.old) {
					t.Fatalf("the fixture has no %q", c.old)
				}
				in = strings.Replace(in, c.old, c.new, 1)
			case c.new != "":
				in += c.new
			}
			rep := run(t, in, c.opts)
			var msgs []string
			for _, p := range rep.Problems {
				msgs = append(msgs, p.String())
				if strings.Contains(p.String(), c.want) {
					return
				}
			}
			t.Errorf("no problem mentions %q; got %q", c.want, msgs)
		})
	}
}

func TestEmptyInputFails(t *testing.T) {
	if rep := run(t, "# nothing\n", Options{}); len(rep.Problems) == 0 {
		t.Fatal("an empty input passed")
	}
}

func TestParseWant(t *testing.T) {
	if _, err := parseWant("Deployment=2,Service=x"); err == nil {
		t.Error("Service=x accepted")
	}
	w, err := parseWant(" Deployment=2, NetworkPolicy=0 ")
	if err != nil || w["Deployment"] != 2 || w["NetworkPolicy"] != 0 || len(w) != 2 {
		t.Errorf("parseWant = %v, %v", w, err)
	}
}
