// The sluice console. Everything it shows comes from the v1 API; every value is written as
// text (textContent), never as markup: agents' code, outputs and errors are attacker-controlled.
"use strict";

const state = { csrf: "", tenant: "", pages: [] };

// el builds an element; attrs are properties, children are nodes or strings (text).
function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null) continue;
    if (k === "className" || k === "id" || k === "type" || k === "name" || k === "value" || k === "hidden" ||
        k === "placeholder" || k === "title" || k === "rows" || k === "multiple" || k === "accept" || k === "alt") {
      e[k] = v;
    } else if (k === "href") {
      e.href = safeHref(v);
    } else if (k === "src") {
      e.src = safeSrc(v);
    } else if (k === "dataset") {
      Object.assign(e.dataset, v);
    } else if (k.startsWith("on")) {
      e.addEventListener(k.slice(2), v);
    }
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

// Links and images point inside the console or the API only: never javascript:, data: or away.
function safeHref(v) {
  v = String(v);
  return v.startsWith("#") || v.startsWith("/v1/") || v.startsWith("/console/") ? v : "#";
}
function safeSrc(v) {
  v = String(v);
  return v.startsWith("/v1/runs/") ? v : "";
}

function view() { return document.getElementById("view"); }
function show(...nodes) { view().replaceChildren(...nodes); }
function pretty(v) { return el("pre", {}, JSON.stringify(v, null, 2)); }
function fmtTime(t) { return t ? new Date(t).toISOString().replace("T", " ").replace(/\.\d+Z$/, "Z") : ""; }

async function api(path, opts) {
  opts = opts || {};
  const headers = { "Accept": "application/json" };
  if (opts.body !== undefined) headers["Content-Type"] = "application/json";
  if (opts.method && opts.method !== "GET") headers["X-CSRF-Token"] = state.csrf;
  const resp = await fetch(path, {
    method: opts.method || "GET", headers, credentials: "same-origin",
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  let body = null;
  const text = await resp.text();
  if (text) {
    try { body = JSON.parse(text); } catch (e) { body = { error: { message: text.slice(0, 300) } }; }
  }
  if (resp.status === 401) signedOut();
  return { status: resp.status, body };
}

function errorText(r) {
  const e = r.body && r.body.error;
  return "HTTP " + r.status + (e && e.message ? ": " + e.message : "");
}

// --- signing in -------------------------------------------------------------------------------

function signedOut() {
  state.csrf = "";
  document.getElementById("nav").hidden = true;
  document.getElementById("logout").hidden = true;
  document.getElementById("who").textContent = "";
  document.getElementById("login").hidden = false;
  view().replaceChildren();
}

function signedIn(s) {
  state.csrf = s.csrf;
  state.tenant = s.tenant;
  document.getElementById("login").hidden = true;
  document.getElementById("nav").hidden = false;
  document.getElementById("logout").hidden = false;
  document.getElementById("who").textContent = "auditor of " + s.tenant;
  route();
}

async function login(ev) {
  ev.preventDefault();
  const out = document.getElementById("login-error");
  out.textContent = "";
  const key = document.getElementById("login-key").value;
  const r = await fetch("/console/login", {
    method: "POST", credentials: "same-origin",
    headers: { "Content-Type": "application/json" }, body: JSON.stringify({ key }),
  });
  const body = await r.json().catch(() => ({}));
  if (r.status !== 200) {
    out.textContent = "Not signed in: " + ((body.error && body.error.message) || ("HTTP " + r.status));
    return;
  }
  document.getElementById("login-key").value = "";
  signedIn(body);
}

async function logout() {
  await api("/console/logout", { method: "POST" });
  signedOut();
}

// --- decisions --------------------------------------------------------------------------------

const PATHS = ["", "sluice/budget", "sluice/exposure", "sluice/admission", "sluice/limits", "sluice/routing",
  "sluice/redaction", "sluice/review"];

function parseHashQuery() {
  const h = location.hash;
  const i = h.indexOf("?");
  return new URLSearchParams(i < 0 ? "" : h.slice(i + 1));
}

function toRFC3339(local) {
  if (!local) return "";
  const d = new Date(local);
  return isNaN(d) ? "" : d.toISOString().replace(/\.\d+Z$/, "Z");
}

async function decisionsView() {
  const q = parseHashQuery();
  const input = (name, label, type) => el("label", {}, label,
    el("input", { name, type: type || "text", value: q.get(name) || "" }));
  const pathSel = el("select", { name: "path" }, PATHS.map(p => {
    const o = el("option", { value: p }, p || "any");
    o.selected = (q.get("path") || "") === p;
    return o;
  }));
  const allowSel = el("select", { name: "allow" }, [["", "any"], ["true", "allowed"], ["false", "denied"]].map(([v, t]) => {
    const o = el("option", { value: v }, t);
    o.selected = (q.get("allow") || "") === v;
    return o;
  }));
  const form = el("form", { className: "filters", id: "filters" },
    input("session", "session"), input("run", "run"), el("label", {}, "decision point", pathSel),
    input("rule", "rule"), el("label", {}, "allow", allowSel), input("revision", "policy revision"),
    input("since", "since (UTC)", "datetime-local"), input("until", "until (UTC)", "datetime-local"),
    el("button", { type: "submit" }, "Filter"));
  form.addEventListener("submit", ev => {
    ev.preventDefault();
    const p = new URLSearchParams();
    for (const [k, v] of new FormData(form).entries()) if (v) p.set(k, v);
    state.pages = [];
    location.hash = "decisions?" + p.toString();
  });
  const status = el("p", { className: "muted", id: "decisions-status" }, "Loading…");
  const table = el("table", { id: "decisions" });
  show(el("h1", {}, "Decisions"), form, status, table);

  const api_q = new URLSearchParams({ order: "newest", view: "summary", limit: "50" });
  for (const k of ["session", "run", "path", "rule", "allow", "revision"]) if (q.get(k)) api_q.set(k, q.get(k));
  for (const k of ["since", "until"]) if (q.get(k)) api_q.set(k, toRFC3339(q.get(k) + "Z"));
  if (q.get("cursor")) api_q.set("cursor", q.get("cursor"));
  const r = await api("/v1/decisions?" + api_q.toString());
  if (r.status !== 200) { status.textContent = errorText(r); status.className = "error"; return; }
  const rows = r.body.decisions;
  status.textContent = rows.length ? rows.length + " decisions, newest first" : "No decisions match.";
  table.append(el("tr", {}, ["time", "decision point", "session", "run", "outcome", "rules", "policy", "chain", ""].map(h => el("th", {}, h))));
  for (const d of rows) {
    const outcome = d.error ? el("span", { className: "deny" }, "error " + d.error)
      : d.allow === true ? el("span", { className: "allow" }, "allowed")
      : d.allow === false ? el("span", { className: "deny" }, "denied") : el("span", { className: "muted" }, "—");
    table.append(el("tr", { className: "decision-row" },
      el("td", {}, fmtTime(d.timestamp)), el("td", {}, d.path), el("td", {}, d.session),
      el("td", {}, d.run_id ? el("a", { href: "#run/" + encodeURIComponent(d.run_id) }, d.run_id) : ""),
      el("td", {}, outcome), el("td", {}, (d.rules || []).join(", ")), el("td", { className: "muted" }, (d.policy_revision || "").slice(0, 12)),
      el("td", { className: d.chain === "ok" || d.chain === "anchor" ? "allow" : "deny" }, d.chain),
      el("td", {}, el("a", { href: "#decision/" + encodeURIComponent(d.decision_id) }, "open"))));
  }
  const pager = el("div", { className: "pager" });
  const base = new URLSearchParams(q);
  base.delete("cursor");
  if (q.get("cursor")) {
    pager.append(el("a", { href: "#decisions?" + base.toString(), id: "newest" }, "← newest"));
  }
  if (r.body.next_cursor) {
    const next = new URLSearchParams(base);
    next.set("cursor", r.body.next_cursor);
    pager.append(el("a", { href: "#decisions?" + next.toString(), id: "older" }, "older →"));
  }
  view().append(pager);
}

async function decisionView(id) {
  show(el("h1", {}, "Decision"), el("p", { className: "muted" }, "Loading…"));
  const r = await api("/v1/decisions/" + encodeURIComponent(id));
  if (r.status !== 200) { show(el("h1", {}, "Decision"), el("p", { className: "error" }, errorText(r))); return; }
  const d = r.body.decision;
  const ok = r.body.chain === "ok" || r.body.chain === "anchor";
  show(el("h1", {}, "Decision " + d.decision_id),
    el("dl", { className: "kv" },
      el("dt", {}, "time"), el("dd", {}, fmtTime(d.timestamp)),
      el("dt", {}, "decision point"), el("dd", {}, d.path),
      el("dt", {}, "tenant / session"), el("dd", {}, d.tenant + " / " + d.session),
      el("dt", {}, "run"), el("dd", {}, d.run_id ? el("a", { href: "#run/" + encodeURIComponent(d.run_id) }, d.run_id) : "—"),
      el("dt", {}, "policy revision"), el("dd", {}, d.policy_revision),
      el("dt", {}, "chain"), el("dd", {}, d.log_id + " #" + d.seq + " (stream " + r.body.stream_seq + ")"),
      el("dt", {}, "hash"), el("dd", {}, d.hash),
      el("dt", {}, "previous hash"), el("dd", {}, d.prev_hash || "— (first of its chain)"),
      el("dt", {}, "chain status"), el("dd", { className: ok ? "allow" : "deny", id: "chain-status" }, r.body.chain)),
    el("h2", {}, "Result"), pretty(d.result === undefined ? d.error : d.result),
    el("h2", {}, "Input (as logged, masked)"), pretty(d.input));
}

// --- runs -------------------------------------------------------------------------------------

const PY_KEYWORDS = new Set(("False None True and as assert async await break class continue def del elif else except " +
  "finally for from global if import in is lambda nonlocal not or pass raise return try while with yield").split(" "));

// highlight writes Python code as text spans: keywords, strings, comments and numbers.
function highlight(code) {
  const pre = el("pre", { className: "code" });
  const re = /(#[^\n]*)|("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*')|(\b\d+(?:\.\d+)?\b)|([A-Za-z_]\w*)/g;
  let last = 0, m;
  while ((m = re.exec(code)) !== null) {
    if (m.index > last) pre.append(code.slice(last, m.index));
    if (m[1]) pre.append(el("span", { className: "com" }, m[1]));
    else if (m[2]) pre.append(el("span", { className: "str" }, m[2]));
    else if (m[3]) pre.append(el("span", { className: "num" }, m[3]));
    else pre.append(PY_KEYWORDS.has(m[4]) ? el("span", { className: "kw" }, m[4]) : m[4]);
    last = re.lastIndex;
  }
  pre.append(code.slice(last));
  return pre;
}

async function runView(rid) {
  show(el("h1", {}, "Run"), el("p", { className: "muted" }, "Loading…"));
  const r = await api("/v1/runs/" + encodeURIComponent(rid));
  if (r.status !== 200) { show(el("h1", {}, "Run"), el("p", { className: "error" }, errorText(r))); return; }
  const rec = r.body;
  const obs = rec.observation || {};
  const parts = [el("h1", {}, "Run " + rec.run_id),
    el("dl", { className: "kv" },
      el("dt", {}, "created"), el("dd", {}, fmtTime(rec.created)),
      el("dt", {}, "session"), el("dd", {}, rec.session_id),
      el("dt", {}, "kind"), el("dd", {}, rec.kind + (rec.tool ? " " + rec.tool : "")),
      el("dt", {}, "purpose"), el("dd", {}, rec.purpose || "—"),
      el("dt", {}, "expected artifacts"), el("dd", {}, (rec.expected_artifacts || []).join(", ") || "—"),
      el("dt", {}, "status / outcome"), el("dd", {}, String(rec.status) + " / " + (rec.outcome || "—")),
      el("dt", {}, "executor / image"), el("dd", {}, (rec.executor || "—") + " / " + (rec.image || "—")))];
  if (rec.code) parts.push(el("h2", {}, "Code"), highlight(rec.code));
  if (rec.args) parts.push(el("h2", {}, "Tool arguments"), pretty(rec.args));
  const facts = el("div", { id: "facts" }, el("p", { className: "muted" }, "Loading the analyzer's facts…"));
  parts.push(el("h2", {}, "Decisions, in order"));
  const dt = el("table", { id: "run-decisions" }, el("tr", {}, ["decision point", "result", ""].map(h => el("th", {}, h))));
  for (const d of rec.decisions || []) {
    dt.append(el("tr", {}, el("td", {}, d.path), el("td", {}, el("pre", {}, JSON.stringify(d.result))),
      el("td", {}, el("a", { href: "#decision/" + encodeURIComponent(d.decision_id) }, "open"))));
  }
  parts.push(dt, el("h2", {}, "Analyzer facts"), facts);
  parts.push(el("h2", {}, "Observation, as the agent saw it"), el("div", { id: "observation" }, pretty(obs)));
  const red = obs.redacted;
  parts.push(el("h2", {}, "Redaction"), red ? pretty(red) : el("p", { className: "muted" }, "Nothing cut or masked."));
  const arts = el("div", { className: "artifacts", id: "artifacts" });
  for (const a of obs.artifacts || []) {
    const url = "/v1/runs/" + encodeURIComponent(rec.run_id) + "/artifacts/" + encodeURIComponent(a.name);
    arts.append(el("p", {}, el("a", { href: url }, a.name), " ", el("span", { className: "muted" }, a.type + ", " + a.bytes + " bytes")));
    if (/^image\//.test(a.type)) arts.append(el("img", { src: url, alt: a.name }));
  }
  for (const w of obs.withheld || []) arts.append(el("p", { className: "deny" }, "withheld: " + w.name + " — " + w.reason));
  parts.push(el("h2", {}, "Artifacts"), arts.childNodes.length ? arts : el("p", { className: "muted" }, "None."));
  parts.push(el("h2", {}, "Timings"), pretty(rec.timings));
  show(...parts);
  const adm = (rec.decisions || []).find(d => d.path === "sluice/admission");
  if (!adm) { facts.replaceChildren(el("p", { className: "muted" }, "No admission decision (a tool call).")); return; }
  const dr = await api("/v1/decisions/" + encodeURIComponent(adm.decision_id));
  facts.replaceChildren(dr.status === 200 ? pretty(dr.body.decision.input && dr.body.decision.input.analysis)
    : el("p", { className: "error" }, errorText(dr)));
}

// --- replay -----------------------------------------------------------------------------------

function replayView() {
  const files = el("div", { id: "draft-files" });
  const addFile = (name, content) => {
    const row = el("div", { className: "draft-file" },
      el("label", {}, "file ", el("input", { className: "draft-name", value: name || "", placeholder: "admission.rego or data.json" })),
      el("textarea", { className: "draft-content", placeholder: "the file's text; empty leaves the built-in file out" }));
    row.querySelector("textarea").value = content || "";
    files.append(row);
  };
  addFile("data.json", "");
  let bundle = null; // base64 of an uploaded OPA bundle (.tar.gz): the whole draft
  const bundleNote = el("p", { className: "muted", id: "draft-bundle" });
  const upload = el("input", { type: "file", multiple: true, accept: ".rego,.json,.gz", id: "draft-upload" });
  upload.addEventListener("change", async () => {
    for (const f of upload.files) {
      if (/\.(tar\.gz|tgz)$/.test(f.name)) {
        const bytes = new Uint8Array(await f.arrayBuffer());
        let bin = "";
        for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        bundle = btoa(bin);
        bundleNote.textContent = "Bundle " + f.name + " (" + bytes.length + " bytes): the draft is this bundle; the files above are not used.";
      } else {
        addFile(f.name, await f.text());
      }
    }
  });
  const since = el("input", { type: "datetime-local", id: "replay-since" });
  const until = el("input", { type: "datetime-local", id: "replay-until" });
  const result = el("div", { id: "replay-result" });
  const run = el("button", { type: "button", id: "replay-run" }, "Run the tests, then replay");
  run.addEventListener("click", async () => {
    const body = {};
    if (bundle) {
      body.bundle = bundle;
    } else {
      body.files = {};
      for (const row of files.querySelectorAll(".draft-file")) {
        const n = row.querySelector(".draft-name").value.trim();
        if (n) body.files[n] = row.querySelector(".draft-content").value;
      }
    }
    if (since.value) body.since = toRFC3339(since.value + "Z");
    if (until.value) body.until = toRFC3339(until.value + "Z");
    result.replaceChildren(el("p", { className: "muted" }, "Testing and replaying…"));
    const r = await api("/v1/replay", { method: "POST", body });
    renderReplay(result, r);
  });
  show(el("h1", {}, "Replay a draft policy"),
    el("p", {}, "The draft is the built-in bundle with these files laid over it. Its own tests run first; then the tenant's logged decisions are re-evaluated against it."),
    files, el("p", {}, el("button", { type: "button", id: "add-file", onclick: () => addFile("", "") }, "Add a file"), " or upload files (or an OPA bundle, .tar.gz): ", upload), bundleNote,
    el("p", {}, el("label", {}, "since (UTC) ", since), " ", el("label", {}, "until (UTC) ", until)),
    run, result);
}

function renderReplay(out, r) {
  const tests = r.body && r.body.tests;
  const nodes = [];
  if (tests) nodes.push(el("p", { className: tests.failed ? "deny" : "allow", id: "replay-tests" },
    "Tests: " + tests.passed + " passed, " + tests.failed + " failed"));
  if (r.status !== 200) {
    nodes.push(el("p", { className: "error", id: "replay-error" }, errorText(r)));
    for (const f of (tests && tests.failures) || []) nodes.push(el("pre", {}, f));
    out.replaceChildren(...nodes);
    return;
  }
  const rep = r.body.replay;
  nodes.push(el("p", { id: "replay-summary" }, rep.total + " decisions replayed: " + rep.changed.length + " changed, " +
    rep.unchanged + " unchanged, " + rep.errors.length + " errors."));
  const gt = el("table", { className: "groups", id: "replay-groups" }, el("tr", {}, ["decision point", "rule", "change", "decisions"].map(h => el("th", {}, h))));
  for (const g of r.body.groups) gt.append(el("tr", {}, el("td", {}, g.path), el("td", {}, g.rule || "—"), el("td", {}, g.change), el("td", { className: "count" }, String(g.count))));
  nodes.push(el("h2", {}, "What would change"), gt);
  const ct = el("table", { id: "replay-changes" }, el("tr", {}, ["decision", "decision point", "before", "with the draft"].map(h => el("th", {}, h))));
  for (const c of rep.changed) ct.append(el("tr", {},
    el("td", {}, el("a", { href: "#decision/" + encodeURIComponent(c.decision_id) }, c.decision_id)), el("td", {}, c.path),
    el("td", {}, el("pre", {}, JSON.stringify(c.old, null, 1))), el("td", {}, el("pre", {}, JSON.stringify(c.new, null, 1)))));
  nodes.push(el("h2", {}, "Old beside new"), ct);
  const blob = new Blob([JSON.stringify(r.body, null, 2)], { type: "application/json" });
  const a = el("a", { id: "replay-export" }, "Export as JSON");
  a.href = URL.createObjectURL(blob);
  a.download = "replay.json";
  nodes.push(el("p", {}, a));
  out.replaceChildren(...nodes);
}

// --- chain verification -------------------------------------------------------------------------

function verifyView() {
  const since = el("input", { type: "datetime-local" });
  const until = el("input", { type: "datetime-local" });
  const out = el("div", { id: "verify-result" });
  const go = el("button", { type: "button", id: "verify-run" }, "Verify");
  go.addEventListener("click", async () => {
    out.replaceChildren(el("p", { className: "muted" }, "Reading and checking the log…"));
    const p = new URLSearchParams();
    if (since.value) p.set("since", toRFC3339(since.value + "Z"));
    if (until.value) p.set("until", toRFC3339(until.value + "Z"));
    const r = await api("/v1/decisions/verify?" + p.toString());
    if (r.status !== 200) { out.replaceChildren(el("p", { className: "error" }, errorText(r))); return; }
    const v = r.body;
    const nodes = [el("p", { className: v.ok ? "allow" : "deny", id: "verify-status" },
      v.ok ? "Intact: " + v.entries + " entries, every hash and link checked." : "Broken.")];
    if (v.broken) nodes.push(pretty(v.broken));
    const t = el("table", {}, el("tr", {}, ["chain", "entries", "seq", "from", "to"].map(h => el("th", {}, h))));
    for (const c of v.chains || []) t.append(el("tr", {}, el("td", {}, c.log_id), el("td", {}, String(c.entries)),
      el("td", {}, c.first_seq + "–" + c.last_seq), el("td", {}, fmtTime(c.first)), el("td", {}, fmtTime(c.last))));
    nodes.push(t);
    out.replaceChildren(...nodes);
  });
  show(el("h1", {}, "Verify the hash chains"),
    el("p", {}, "Reads the decision stream (every tenant's entries: a chain interleaves them) and checks each entry's hash and its link to the one before."),
    el("p", {}, el("label", {}, "since (UTC) ", since), " ", el("label", {}, "until (UTC) ", until), " ", go), out);
}

// --- routing ----------------------------------------------------------------------------------

function route() {
  if (!state.csrf) return;
  const h = location.hash.replace(/^#/, "");
  const [head] = h.split("?");
  const slash = head.indexOf("/");
  const name = slash < 0 ? head : head.slice(0, slash);
  const arg = slash < 0 ? "" : decodeURIComponent(head.slice(slash + 1));
  if (name === "decision" && arg) return decisionView(arg);
  if (name === "run" && arg) return runView(arg);
  if (name === "replay") return replayView();
  if (name === "verify") return verifyView();
  return decisionsView();
}

async function start() {
  document.getElementById("login-form").addEventListener("submit", login);
  document.getElementById("logout").addEventListener("click", logout);
  window.addEventListener("hashchange", route);
  const r = await api("/console/session");
  if (r.status === 200) signedIn(r.body); else signedOut();
}

document.addEventListener("DOMContentLoaded", start);
