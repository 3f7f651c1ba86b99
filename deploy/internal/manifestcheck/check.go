package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"slices"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apimachinery/pkg/util/validation"
	utilyaml "k8s.io/apimachinery/pkg/util/yaml"
	psapi "k8s.io/pod-security-admission/api"
	psapolicy "k8s.io/pod-security-admission/policy"
	kjson "sigs.k8s.io/json"
	sigsyaml "sigs.k8s.io/yaml"
)

// Options are what the input must meet beyond the checks every document gets.
type Options struct {
	// Restricted lists app.kubernetes.io/component values whose pods must meet Pod Security
	// "restricted" at the newest policy version the library knows.
	Restricted []string
	// Baseline lists components whose pods must meet at least "baseline".
	Baseline []string
	// Want maps a kind to the number of objects of that kind the input must hold.
	Want map[string]int
}

// Doc is one decoded document.
type Doc struct {
	Kind, Name, Namespace string
	// Obj is a pointer to the k8s.io/api type of Kind; nil when the document did not decode.
	Obj any
	// PodSecurity is the strictest Pod Security level a workload's pod template meets
	// ("restricted", "baseline" or "privileged"); empty for other kinds.
	PodSecurity string
}

// ID names the document in messages: Kind/name.
func (d Doc) ID() string {
	if d.Name == "" {
		return d.Kind + "/<no name>"
	}
	return d.Kind + "/" + d.Name
}

// Problem is one failed check. Doc is the document's index in Report.Docs, or -1 for a problem
// of the input as a whole.
type Problem struct {
	Doc int
	ID  string
	Msg string
}

func (p Problem) String() string {
	if p.ID == "" {
		return p.Msg
	}
	return p.ID + ": " + p.Msg
}

// Report is the outcome of Check.
type Report struct {
	Docs     []Doc
	Problems []Problem
}

func (r *Report) addf(doc int, format string, args ...any) {
	id := ""
	if doc >= 0 {
		id = r.Docs[doc].ID()
	}
	r.Problems = append(r.Problems, Problem{Doc: doc, ID: id, Msg: fmt.Sprintf(format, args...)})
}

// kinds are the types manifestcheck decodes into. A kind the chart starts to render must be
// added here, so that nothing passes unchecked.
var kinds = map[schema.GroupVersionKind]func() any{
	{Version: "v1", Kind: "ServiceAccount"}:                            func() any { return &corev1.ServiceAccount{} },
	{Version: "v1", Kind: "Service"}:                                   func() any { return &corev1.Service{} },
	{Version: "v1", Kind: "ConfigMap"}:                                 func() any { return &corev1.ConfigMap{} },
	{Version: "v1", Kind: "Secret"}:                                    func() any { return &corev1.Secret{} },
	{Group: "apps", Version: "v1", Kind: "Deployment"}:                 func() any { return &appsv1.Deployment{} },
	{Group: "apps", Version: "v1", Kind: "StatefulSet"}:                func() any { return &appsv1.StatefulSet{} },
	{Group: "apps", Version: "v1", Kind: "DaemonSet"}:                  func() any { return &appsv1.DaemonSet{} },
	{Group: "networking.k8s.io", Version: "v1", Kind: "NetworkPolicy"}: func() any { return &networkingv1.NetworkPolicy{} },
	{Group: "networking.k8s.io", Version: "v1", Kind: "Ingress"}:       func() any { return &networkingv1.Ingress{} },
	{Group: "policy", Version: "v1", Kind: "PodDisruptionBudget"}:      func() any { return &policyv1.PodDisruptionBudget{} },
}

// Check reads every document from r, decodes it and runs every check. It returns an error only
// when r cannot be read; everything wrong with the manifests is a Problem in the report.
func Check(r *bufio.Reader, o Options) (*Report, error) {
	rep := &Report{}
	yr := utilyaml.NewYAMLReader(r)
	for {
		raw, err := yr.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("reading the manifests: %w", err)
		}
		decode(rep, raw)
	}
	if len(rep.Docs) == 0 {
		rep.addf(-1, "the input holds no manifest")
	}
	checkUnique(rep)
	for i := range rep.Docs {
		checkDoc(rep, i, o)
	}
	checkComponents(rep, o)
	checkWant(rep, o.Want)
	return rep, nil
}

// decode appends raw's document to rep (nothing for an empty one), with a problem when it is
// not valid YAML, not a kind manifestcheck knows, or does not decode strictly into its type.
func decode(rep *Report, raw []byte) {
	j, err := sigsyaml.YAMLToJSONStrict(raw)
	if err != nil {
		// Name the document if a lenient reading can (a duplicated key is only a strict error).
		d := Doc{Kind: "<not YAML>"}
		if lj, lerr := sigsyaml.YAMLToJSON(raw); lerr == nil {
			var head struct {
				Kind     string `json:"kind"`
				Metadata struct {
					Name string `json:"name"`
				} `json:"metadata"`
			}
			if json.Unmarshal(lj, &head) == nil && head.Kind != "" {
				d = Doc{Kind: head.Kind, Name: head.Metadata.Name}
			}
		}
		rep.Docs = append(rep.Docs, d)
		rep.addf(len(rep.Docs)-1, "document %d: %s", len(rep.Docs), strings.Join(strings.Fields(err.Error()), " "))
		return
	}
	if t := bytes.TrimSpace(j); len(t) == 0 || string(t) == "null" {
		return // an empty document, or only comments
	}
	var head struct {
		APIVersion string `json:"apiVersion"`
		Kind       string `json:"kind"`
		Metadata   struct {
			Name      string `json:"name"`
			Namespace string `json:"namespace"`
		} `json:"metadata"`
	}
	rep.Docs = append(rep.Docs, Doc{})
	i := len(rep.Docs) - 1
	if err := json.Unmarshal(j, &head); err != nil {
		rep.Docs[i].Kind = "<not an object>"
		rep.addf(i, "%v", err)
		return
	}
	rep.Docs[i] = Doc{Kind: head.Kind, Name: head.Metadata.Name, Namespace: head.Metadata.Namespace}
	gvk := schema.FromAPIVersionAndKind(head.APIVersion, head.Kind)
	newObj := kinds[gvk]
	if newObj == nil {
		rep.addf(i, "apiVersion %q kind %q is not a kind manifestcheck decodes (add its k8s.io/api type to kinds)", head.APIVersion, head.Kind)
		return
	}
	obj := newObj()
	strict, err := kjson.UnmarshalStrict(j, obj)
	if err != nil {
		rep.addf(i, "does not decode into %s: %v", gvk, err)
		return
	}
	for _, e := range strict {
		rep.addf(i, "strict decoding into %s: %v", gvk, e)
	}
	rep.Docs[i].Obj = obj
}

// checkUnique reports two documents with the same kind, namespace and name.
func checkUnique(rep *Report) {
	seen := map[string]int{}
	for i, d := range rep.Docs {
		if d.Obj == nil {
			continue
		}
		key := d.Kind + "/" + d.Namespace + "/" + d.Name
		if j, ok := seen[key]; ok {
			rep.addf(i, "rendered twice (documents %d and %d)", j+1, i+1)
		}
		seen[key] = i
	}
}

// checkDoc runs the checks of one document's kind.
func checkDoc(rep *Report, i int, o Options) {
	d := rep.Docs[i]
	if d.Obj == nil {
		return
	}
	if m, ok := objectMeta(d.Obj); ok {
		checkMeta(rep, i, m)
	}
	switch obj := d.Obj.(type) {
	case *corev1.ServiceAccount:
		if obj.AutomountServiceAccountToken == nil || *obj.AutomountServiceAccountToken {
			rep.addf(i, "automountServiceAccountToken: want false (nothing in sluice calls the Kubernetes API)")
		}
	case *corev1.ConfigMap:
		for k := range obj.Data {
			for _, msg := range validation.IsConfigMapKey(k) {
				rep.addf(i, "data key %q: %s", k, msg)
			}
		}
	case *appsv1.Deployment:
		checkWorkload(rep, i, obj.Spec.Selector, obj.Spec.Template, obj.Spec.Replicas)
	case *appsv1.StatefulSet:
		checkWorkload(rep, i, obj.Spec.Selector, obj.Spec.Template, obj.Spec.Replicas)
	case *appsv1.DaemonSet:
		checkWorkload(rep, i, obj.Spec.Selector, obj.Spec.Template, nil)
	case *corev1.Service:
		checkService(rep, i, obj)
	case *networkingv1.NetworkPolicy:
		checkNetworkPolicy(rep, i, obj)
	case *policyv1.PodDisruptionBudget:
		checkPDB(rep, i, obj)
	}
}

func objectMeta(obj any) (metav1.ObjectMeta, bool) {
	m, ok := obj.(metav1.Object)
	if !ok {
		return metav1.ObjectMeta{}, false
	}
	return metav1.ObjectMeta{Name: m.GetName(), Namespace: m.GetNamespace(), Labels: m.GetLabels()}, true
}

// checkMeta checks the name and the labels as the API server would.
func checkMeta(rep *Report, i int, m metav1.ObjectMeta) {
	if m.Name == "" {
		rep.addf(i, "metadata.name is empty")
	} else {
		for _, msg := range validation.IsDNS1123Subdomain(m.Name) {
			rep.addf(i, "metadata.name %q: %s", m.Name, msg)
		}
	}
	checkLabels(rep, i, "metadata.labels", m.Labels)
}

func checkLabels(rep *Report, i int, field string, l map[string]string) {
	for k, v := range l {
		for _, msg := range validation.IsQualifiedName(k) {
			rep.addf(i, "%s key %q: %s", field, k, msg)
		}
		for _, msg := range validation.IsValidLabelValue(v) {
			rep.addf(i, "%s[%q] %q: %s", field, k, v, msg)
		}
	}
}

// checkWorkload checks a workload's selector and its pod template.
func checkWorkload(rep *Report, i int, sel *metav1.LabelSelector, tpl corev1.PodTemplateSpec, replicas *int32) {
	checkLabels(rep, i, "spec.template.metadata.labels", tpl.Labels)
	if sel == nil || (len(sel.MatchLabels) == 0 && len(sel.MatchExpressions) == 0) {
		rep.addf(i, "spec.selector is empty")
	} else if s, err := metav1.LabelSelectorAsSelector(sel); err != nil {
		rep.addf(i, "spec.selector: %v", err)
	} else if !s.Matches(labels.Set(tpl.Labels)) {
		rep.addf(i, "spec.selector %s does not match the pod template's labels", s)
	}
	if replicas != nil && *replicas < 1 {
		rep.addf(i, "spec.replicas %d: want at least 1", *replicas)
	}
	checkPodSpec(rep, i, &tpl.Spec)
	rep.Docs[i].PodSecurity = podSecurityLevel(&tpl.ObjectMeta, &tpl.Spec)
}

// checkPodSpec checks what sluice's chart promises for every pod: no service account token,
// and for every container resources, a security context with a read-only root and probes on
// ports the container declares.
func checkPodSpec(rep *Report, i int, spec *corev1.PodSpec) {
	if spec.AutomountServiceAccountToken == nil || *spec.AutomountServiceAccountToken {
		rep.addf(i, "spec.template.spec.automountServiceAccountToken: want false")
	}
	if sa := spec.ServiceAccountName; sa != "" && sa != "default" && findDoc(rep, "ServiceAccount", sa) < 0 {
		rep.addf(i, "serviceAccountName %q: no ServiceAccount of that name is rendered", sa)
	}
	volumes := map[string]bool{}
	for _, v := range spec.Volumes {
		if volumes[v.Name] {
			rep.addf(i, "volume %q declared twice", v.Name)
		}
		volumes[v.Name] = true
	}
	for _, c := range spec.InitContainers {
		checkContainer(rep, i, "initContainers", spec, &c, volumes, false)
	}
	for _, c := range spec.Containers {
		checkContainer(rep, i, "containers", spec, &c, volumes, true)
	}
	if len(spec.Containers) == 0 {
		rep.addf(i, "the pod template has no container")
	}
}

func checkContainer(rep *Report, i int, list string, pod *corev1.PodSpec, c *corev1.Container, volumes map[string]bool, probes bool) {
	at := fmt.Sprintf("%s[%s]", list, c.Name)
	if c.Image == "" {
		rep.addf(i, "%s.image is empty", at)
	}
	for _, field := range []struct {
		name string
		list corev1.ResourceList
	}{{"requests", c.Resources.Requests}, {"limits", c.Resources.Limits}} {
		for _, r := range []corev1.ResourceName{corev1.ResourceCPU, corev1.ResourceMemory} {
			if q, ok := field.list[r]; !ok || q.IsZero() {
				rep.addf(i, "%s.resources.%s.%s is missing", at, field.name, r)
			}
		}
	}
	for r, req := range c.Resources.Requests {
		if lim, ok := c.Resources.Limits[r]; ok && req.Cmp(lim) > 0 {
			rep.addf(i, "%s.resources: the %s request %s is above its limit %s", at, r, req.String(), lim.String())
		}
	}
	sc := c.SecurityContext
	if sc == nil {
		rep.addf(i, "%s.securityContext is missing", at)
	} else {
		if sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem {
			rep.addf(i, "%s.securityContext.readOnlyRootFilesystem: want true", at)
		}
		// Two rules of the API server's validation.
		if sc.Privileged != nil && *sc.Privileged && sc.AllowPrivilegeEscalation != nil && !*sc.AllowPrivilegeEscalation {
			rep.addf(i, "%s.securityContext: allowPrivilegeEscalation false cannot be set with privileged true", at)
		}
		if sc.ProcMount != nil && *sc.ProcMount == corev1.UnmaskedProcMount && (pod.HostUsers == nil || *pod.HostUsers) {
			rep.addf(i, "%s.securityContext.procMount Unmasked needs spec.hostUsers: false", at)
		}
	}
	ports := map[string]bool{}
	for _, p := range c.Ports {
		if p.Name != "" {
			for _, msg := range validation.IsValidPortName(p.Name) {
				rep.addf(i, "%s.ports[%s]: %s", at, p.Name, msg)
			}
			if ports[p.Name] {
				rep.addf(i, "%s.ports: name %q used twice", at, p.Name)
			}
			ports[p.Name] = true
		}
	}
	for _, m := range c.VolumeMounts {
		if !volumes[m.Name] {
			rep.addf(i, "%s.volumeMounts[%s]: no volume of that name", at, m.Name)
		}
	}
	if !probes {
		return
	}
	for _, p := range []struct {
		name  string
		probe *corev1.Probe
	}{{"livenessProbe", c.LivenessProbe}, {"readinessProbe", c.ReadinessProbe}, {"startupProbe", c.StartupProbe}} {
		if p.probe == nil {
			if p.name != "startupProbe" {
				rep.addf(i, "%s.%s is missing", at, p.name)
			}
			continue
		}
		if g := p.probe.HTTPGet; g != nil {
			if !strings.HasPrefix(g.Path, "/") {
				rep.addf(i, "%s.%s.httpGet.path %q: want an absolute path", at, p.name, g.Path)
			}
			if !containerHasPort(c, g.Port) {
				rep.addf(i, "%s.%s.httpGet.port %s: the container declares no such port", at, p.name, g.Port.String())
			}
		}
	}
}

func containerHasPort(c *corev1.Container, port intstr.IntOrString) bool {
	for _, p := range c.Ports {
		if (port.Type == intstr.String && p.Name == port.StrVal) || (port.Type == intstr.Int && p.ContainerPort == port.IntVal) {
			return true
		}
	}
	return false
}

// podSecurityLevel is the strictest Pod Security level the pod meets at the newest policy
// version, judged by the Pod Security admission library.
func podSecurityLevel(meta *metav1.ObjectMeta, spec *corev1.PodSpec) string {
	for _, l := range []psapi.Level{psapi.LevelRestricted, psapi.LevelBaseline} {
		if ok, _ := meetsPodSecurity(l, meta, spec); ok {
			return string(l)
		}
	}
	return string(psapi.LevelPrivileged)
}

var evaluator = func() psapolicy.Evaluator {
	e, err := psapolicy.NewEvaluator(psapolicy.DefaultChecks(), nil)
	if err != nil {
		panic(err) // the library's own checks are valid
	}
	return e
}()

// meetsPodSecurity evaluates the pod against level at the newest policy version and returns the
// reasons it fails.
func meetsPodSecurity(level psapi.Level, meta *metav1.ObjectMeta, spec *corev1.PodSpec) (bool, []string) {
	res := psapolicy.AggregateCheckResults(evaluator.EvaluatePod(psapi.LevelVersion{Level: level, Version: psapi.LatestVersion()}, meta, spec))
	return res.Allowed, res.ForbiddenDetails
}

// podsSelectedBy returns the indexes of the workloads in ns whose pod templates sel matches.
func podsSelectedBy(rep *Report, ns string, sel labels.Selector) []int {
	var out []int
	for j, d := range rep.Docs {
		if tpl, _ := podTemplate(d.Obj); tpl != nil && d.Namespace == ns && sel.Matches(labels.Set(tpl.Labels)) {
			out = append(out, j)
		}
	}
	return out
}

// podTemplate returns a workload's pod template and its replica count (nil: not fixed).
func podTemplate(obj any) (*corev1.PodTemplateSpec, *int32) {
	switch o := obj.(type) {
	case *appsv1.Deployment:
		return &o.Spec.Template, o.Spec.Replicas
	case *appsv1.StatefulSet:
		return &o.Spec.Template, o.Spec.Replicas
	case *appsv1.DaemonSet:
		return &o.Spec.Template, nil
	}
	return nil, nil
}

// checkService checks that the Service selects rendered pods and that each target port is one
// of their containers' ports.
func checkService(rep *Report, i int, svc *corev1.Service) {
	if len(svc.Spec.Selector) == 0 {
		rep.addf(i, "spec.selector is empty")
		return
	}
	pods := podsSelectedBy(rep, svc.Namespace, labels.SelectorFromSet(svc.Spec.Selector))
	if len(pods) == 0 {
		rep.addf(i, "spec.selector %v selects no rendered pod", svc.Spec.Selector)
		return
	}
	for _, p := range svc.Spec.Ports {
		target := p.TargetPort
		if target.Type == intstr.Int && target.IntVal == 0 {
			target = intstr.FromInt32(p.Port)
		}
		if !anyPodHasPort(rep, pods, target) {
			rep.addf(i, "spec.ports[%s].targetPort %s: no selected container declares it", p.Name, target.String())
		}
	}
}

func anyPodHasPort(rep *Report, pods []int, port intstr.IntOrString) bool {
	for _, j := range pods {
		tpl, _ := podTemplate(rep.Docs[j].Obj)
		for k := range tpl.Spec.Containers {
			if containerHasPort(&tpl.Spec.Containers[k], port) {
				return true
			}
		}
	}
	return false
}

// checkNetworkPolicy checks that the policy selects rendered pods and that its named ingress
// ports exist on them.
func checkNetworkPolicy(rep *Report, i int, np *networkingv1.NetworkPolicy) {
	sel, err := metav1.LabelSelectorAsSelector(&np.Spec.PodSelector)
	if err != nil {
		rep.addf(i, "spec.podSelector: %v", err)
		return
	}
	if sel.Empty() {
		rep.addf(i, "spec.podSelector is empty: it would apply to every pod of the namespace")
		return
	}
	pods := podsSelectedBy(rep, np.Namespace, sel)
	if len(pods) == 0 {
		rep.addf(i, "spec.podSelector %s selects no rendered pod", sel)
		return
	}
	if len(np.Spec.PolicyTypes) == 0 {
		rep.addf(i, "spec.policyTypes is empty")
	}
	for _, r := range np.Spec.Ingress {
		for _, p := range r.Ports {
			if p.Port != nil && p.Port.Type == intstr.String && !anyPodHasPort(rep, pods, *p.Port) {
				rep.addf(i, "ingress port %q: no selected container declares it", p.Port.StrVal)
			}
		}
	}
	if slices.Contains(np.Spec.PolicyTypes, networkingv1.PolicyTypeEgress) && len(np.Spec.Egress) == 0 {
		rep.addf(i, "egress is denied entirely: the pods could not reach NATS or DNS")
	}
}

// checkPDB checks that the budget selects rendered pods and still lets a node drain.
func checkPDB(rep *Report, i int, pdb *policyv1.PodDisruptionBudget) {
	if pdb.Spec.Selector == nil {
		rep.addf(i, "spec.selector is missing")
		return
	}
	sel, err := metav1.LabelSelectorAsSelector(pdb.Spec.Selector)
	if err != nil {
		rep.addf(i, "spec.selector: %v", err)
		return
	}
	pods := podsSelectedBy(rep, pdb.Namespace, sel)
	if len(pods) == 0 {
		rep.addf(i, "spec.selector %s selects no rendered pod", sel)
		return
	}
	if m := pdb.Spec.MinAvailable; m != nil && m.Type == intstr.Int {
		var total int32
		for _, j := range pods {
			if _, n := podTemplate(rep.Docs[j].Obj); n != nil {
				total += *n
			} else {
				return // not a fixed count: nothing to compare
			}
		}
		if m.IntVal >= total {
			rep.addf(i, "spec.minAvailable %d with %d replicas: no pod could ever be evicted, so a node drain would hang", m.IntVal, total)
		}
	}
}

// checkComponents checks the Pod Security level of the components named in o.
func checkComponents(rep *Report, o Options) {
	for _, want := range []struct {
		level      psapi.Level
		components []string
	}{{psapi.LevelRestricted, o.Restricted}, {psapi.LevelBaseline, o.Baseline}} {
		for _, comp := range want.components {
			found := false
			for j, d := range rep.Docs {
				tpl, _ := podTemplate(d.Obj)
				if tpl == nil || tpl.Labels["app.kubernetes.io/component"] != comp {
					continue
				}
				found = true
				if ok, why := meetsPodSecurity(want.level, &tpl.ObjectMeta, &tpl.Spec); !ok {
					rep.addf(j, "component %s must meet Pod Security %q (newest policy version of k8s.io/pod-security-admission %s): %s", comp, want.level, psaVersion(), strings.Join(why, "; "))
				}
			}
			if !found {
				rep.addf(-1, "no rendered pod has app.kubernetes.io/component=%s (named in -%s)", comp, want.level)
			}
		}
	}
}

// checkWant compares the number of objects of each kind with o.Want.
func checkWant(rep *Report, want map[string]int) {
	have := map[string]int{}
	for _, d := range rep.Docs {
		have[d.Kind]++
	}
	for kind, n := range want {
		if have[kind] != n {
			rep.addf(-1, "%d %s object(s) rendered, want %d", have[kind], kind, n)
		}
	}
}

// psaVersion is the version of the Pod Security admission library this program was built with.
func psaVersion() string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, m := range bi.Deps {
			if m.Path == "k8s.io/pod-security-admission" {
				return m.Version
			}
		}
	}
	return "(unknown version)"
}

func findDoc(rep *Report, kind, name string) int {
	for j, d := range rep.Docs {
		if d.Kind == kind && d.Name == name && d.Obj != nil {
			return j
		}
	}
	return -1
}
