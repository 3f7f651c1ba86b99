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
// and sizes capped. It reports what it did as counts, never as the values it removed.
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
// except for the automaton of SensitiveValues, which grows with their total length.
//
// Performance: BenchmarkStage redacts a 1 MB stdout (prose of varied lines, printed tables, and
// every kind of value a mask looks for) with all masks on and 1,000 sensitive values at
// 75–85 MB/s, New included, on the 2-core build machine while other builds shared it (load
// average about 8): go test -run - -bench Stage ./gateway/internal/redact. The masks run in
// one pass over the text (a byte-class dispatch, with validators only for the candidates it
// finds) plus one Aho–Corasick pass for the sensitive values; nothing backtracks, and
// BenchmarkAdversarial keeps inputs dense with near-candidates within a few times that speed
// (20–300 MB/s). New with 10,000 sensitive values takes about 5 ms.
package redact
