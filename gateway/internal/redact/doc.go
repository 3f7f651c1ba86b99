// Package redact is the output boundary: every byte a run sends back to an agent — stdout,
// stderr, error messages, warnings, tracebacks and artifacts — passes through a Stage, which
// applies the rules of the sluice.redaction policy decision for that run (DESIGN.md step 8).
//
// It owns: cutting text to its caps (head and tail kept, with a marker saying how much was
// cut); reducing tracebacks to the frames of the user's code; cutting printed tables to head
// and tail rows ("… N rows omitted"); scrubbing host and sandbox paths; the masks (e-mail
// addresses, phone numbers, Chinese resident ID numbers, bank card numbers, IBANs, API keys,
// bearer tokens, values of sensitive dataset columns), each validated (GB 11643 check
// character and birth date, Luhn, mod-97) so that ordinary numbers are left alone; and the
// artifact allow-list: type by content, never by name, images stripped to what draws them,
// SVGs rebuilt from an allow-list, CSV and JSON row-limited and masked, names checked, counts
// and sizes capped; and the limit on the rows of the session's dataset that a run's artifacts
// may reproduce. It reports what it did as counts, never as the values it removed.
//
// Rows of the dataset in artifacts: DatasetRows fingerprints the dataset's data rows once per
// dataset (the gateway caches it beside the sensitive values) as sequences of tokens — a
// cell's text split at white space and punctuation, numbers by value, letters without regard
// to case, missing values and the header's words left out — so that one fingerprint finds the
// row however pandas or the agent printed it: CSV with or without an index, a Markdown or
// whitespace-aligned table, JSON records or arrays (a JSON object also in any key order), a
// key: value listing, one cell per SVG <text>. Each artifact's text is scanned as a stream of
// tokens with one rolling hash per row length; the rows found count against
// Rules.MaxDatasetRows for the whole run, and the first row past it is where the artifact is
// cut (or withheld, RefusedDatasetRows, when nothing would be left), with a warning giving the
// reason and how much was left out. Only verbatim rows are found: a row reformatted, rounded
// past 6 significant digits, or encoded is not, and a row of fewer than 2 tokens (a dataset of
// one column of single words or numbers) is not looked for. Memory: 16 bytes a row and a
// filter of 16 bits a row (128 KiB at most); past 262,144 rows a hash-chosen sample is kept and
// each match weighs as many rows as the sample stands for (2, 4, …), so the limit holds on
// average rather than exactly, and an artifact within it may be cut a little early. Stdout is
// not counted: its byte cap (4 KiB by default) and the printed-table cut bound it; nor is a
// fixed tool's result, which MaxRows bounds.
//
// SVG text: text the stage can tell is invisible is stripped and counted (svgvis.go says what
// it models: display, visibility, opacity, paint, sub-pixel size after transforms, off the
// canvas, empty clip paths and masks, from attributes, style declarations and ancestors); all
// other text, <title> and <desc> included, and every attribute value that is not geometry, is
// scanned for the dataset's rows like any artifact. What it cannot tell (a <style> sheet's
// selectors, text painted in the background's colour) stays and is counted, so the row limit
// holds either way.
//
// It must not: read policy (the gateway converts the decision into Rules), touch the network,
// the file system or the clock, or let anything through that it does not recognise — unknown
// mask names, artifact types and content are refused, and a zero cap allows nothing.
//
// Limits of what it can see: it masks what it can recognise in text. Data hidden in image
// pixels, or deliberately encoded (base64, reversed, split across prints), is not found; the
// admission policy and the sandbox are the controls for code written to exfiltrate.
//
// Concurrency: a Stage belongs to one run and is not safe for concurrent use. New is cheap
// except for the automaton of SensitiveValues, which grows with their total length. A
// DatasetRows is immutable and shared by the Stages of every run on its dataset.
//
// Performance: BenchmarkStage redacts a 1 MB stdout (prose of varied lines, printed tables, and
// every kind of value a mask looks for) with all masks on and 1,000 sensitive values at
// 75–85 MB/s, New included, on the 2-core build machine while other builds shared it (load
// average about 8): go test -run - -bench Stage ./gateway/internal/redact. The masks run in
// one pass over the text (a byte-class dispatch, with validators only for the candidates it
// finds) plus one Aho–Corasick pass for the sensitive values; nothing backtracks, and
// BenchmarkAdversarial keeps inputs dense with near-candidates within a few times that speed
// (20–300 MB/s). New with 10,000 sensitive values takes about 5 ms. The dataset-row check
// costs about 35 ms on a 1 MB CSV artifact (a second CSV parse and the token hashing: 58 MB/s
// without it, 20 MB/s with it) and 17 ms on 1 MB of Markdown (88 MB/s, 37 MB/s), on the same
// loaded machine: go test -run - -bench DatasetRows ./gateway/internal/redact; fingerprinting
// a dataset runs at about 40 MB/s, once per dataset.
package redact
