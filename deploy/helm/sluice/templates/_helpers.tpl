{{/*
The chart's name, shortened to what a Kubernetes label value allows.
*/}}
{{- define "sluice.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
The release's base name for every object: the release name, with the chart's name added when
the release name does not already contain it.
*/}}
{{- define "sluice.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{/*
The names of the gateway's and the worker's objects.
*/}}
{{- define "sluice.gateway.fullname" -}}
{{- printf "%s-gateway" (include "sluice.fullname" .) | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- define "sluice.worker.fullname" -}}
{{- printf "%s-worker" (include "sluice.fullname" .) | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Labels every object carries.
*/}}
{{- define "sluice.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
app.kubernetes.io/name: {{ include "sluice.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ regexReplaceAll "[^A-Za-z0-9._-]" (include "sluice.imageTag" .) "_" | trunc 63 | trimSuffix "_" | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: sluice
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{/*
Selector labels of one component (gateway or worker); call with (dict "ctx" $ "component" "gateway").
*/}}
{{- define "sluice.selectorLabels" -}}
app.kubernetes.io/name: {{ include "sluice.name" .ctx }}
app.kubernetes.io/instance: {{ .ctx.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{/*
The image tag: image.tag, else the chart's appVersion.
*/}}
{{- define "sluice.imageTag" -}}
{{- .Values.image.tag | default .Chart.AppVersion }}
{{- end }}

{{- define "sluice.image" -}}
{{- printf "%s:%s" .Values.image.repository (include "sluice.imageTag" .) }}
{{- end }}

{{/*
The ServiceAccount both components run as.
*/}}
{{- define "sluice.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "sluice.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/*
The NATS URL(s) gateways and workers connect to.
*/}}
{{- define "sluice.natsURL" -}}
{{- required "nats.url is required: the NATS cluster's client URL(s), comma-separated" .Values.nats.url }}
{{- end }}

{{/*
NetworkPolicy egress rules to NATS and to DNS, shared by the gateway and the worker. Without
explicit peers, the NATS chart's pods are the peers when nats.enabled, else any address on the
NATS port.
*/}}
{{- define "sluice.egressNATSAndDNS" -}}
- ports:
    - protocol: TCP
      port: {{ .Values.nats.port }}
  {{- if .Values.networkPolicy.natsPeers }}
  to:
    {{- toYaml .Values.networkPolicy.natsPeers | nindent 4 }}
  {{- else if .Values.nats.enabled }}
  to:
    - podSelector:
        matchLabels:
          app.kubernetes.io/name: nats
          app.kubernetes.io/instance: {{ .Release.Name }}
  {{- end }}
- ports:
    {{- range .Values.networkPolicy.dns.ports }}
    - protocol: {{ .protocol }}
      port: {{ .port }}
    {{- end }}
  {{- with .Values.networkPolicy.dns.peers }}
  to:
    {{- toYaml . | nindent 4 }}
  {{- end }}
{{- end }}

{{/*
Checks on values that a template cannot express as YAML: each failure names the value.
*/}}
{{- define "sluice.validate" -}}
{{- if and (not .Values.auth.configSecret) (not .Values.auth.apiKeySecret) }}
{{- fail "auth: set auth.configSecret (a Secret holding sluice.yaml with the tenants and their keys) or auth.apiKeySecret (a Secret holding one key for the dev tenant)" }}
{{- end }}
{{- if not (has .Values.worker.sandbox.mode (list "userns" "privileged")) }}
{{- fail (printf "worker.sandbox.mode %q: want userns or privileged" .Values.worker.sandbox.mode) }}
{{- end }}
{{- $r := int .Values.nats.streamReplicas }}
{{- if or (lt $r 1) (gt $r 5) }}
{{- fail (printf "nats.streamReplicas %d: want 1 to 5 (JetStream's limit)" $r) }}
{{- end }}
{{- range .Values.gateway.executors }}
{{- if not (has . (list "subprocess" "container")) }}
{{- fail (printf "gateway.executors: unknown executor %q (subprocess, container)" .) }}
{{- end }}
{{- end }}
{{- end }}
