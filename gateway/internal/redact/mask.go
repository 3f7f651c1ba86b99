package redact

import (
	"slices"
	"strings"
)

// kind is one mask.
type kind uint8

// The masks, in priority order: when two candidates cover exactly the same span, the lower
// kind wins (a specific pattern beats a sensitive-column value).
const (
	kEmail kind = iota
	kPhone
	kCNID
	kBankCard
	kIBAN
	kAPIKey
	kBearer
	kSensitive
	kPath // host and sandbox paths: always on, counted under "host_path"
	numKinds
)

// Mask names, as Rules.Masks and Report.Masked spell them.
const (
	MaskEmail           = "email"
	MaskPhone           = "phone"
	MaskCNID            = "cn_id"
	MaskBankCard        = "bank_card"
	MaskIBAN            = "iban"
	MaskAPIKey          = "api_key"
	MaskBearerToken     = "bearer_token"
	MaskSensitiveColumn = "sensitive_column"
	// MaskHostPath counts host and sandbox paths replaced by "<path>". Path scrubbing is always
	// on; naming it in Rules.Masks is allowed and changes nothing.
	MaskHostPath = "host_path"
)

var kindNames = [numKinds]string{
	kEmail:     MaskEmail,
	kPhone:     MaskPhone,
	kCNID:      MaskCNID,
	kBankCard:  MaskBankCard,
	kIBAN:      MaskIBAN,
	kAPIKey:    MaskAPIKey,
	kBearer:    MaskBearerToken,
	kSensitive: MaskSensitiveColumn,
	kPath:      MaskHostPath,
}

// replacements are what a masked span becomes: it says what was there, never what it was.
var replacements = [numKinds]string{
	kEmail:     "[email]",
	kPhone:     "[phone]",
	kCNID:      "[cn_id]",
	kBankCard:  "[bank_card]",
	kIBAN:      "[iban]",
	kAPIKey:    "[api_key]",
	kBearer:    "[bearer_token]",
	kSensitive: "[sensitive_column]",
	kPath:      "<path>",
}

// AllMasks lists every mask name New accepts in its canonical spelling.
var AllMasks = []string{MaskEmail, MaskPhone, MaskCNID, MaskBankCard, MaskIBAN, MaskAPIKey, MaskBearerToken, MaskSensitiveColumn}

// maskAliases maps the names the policy bundle has used (plural forms) to the canonical ones.
// "host_paths" names path scrubbing, which is always on.
var maskAliases = map[string]string{
	"emails":            MaskEmail,
	"phones":            MaskPhone,
	"phone_numbers":     MaskPhone,
	"cn_ids":            MaskCNID,
	"bank_cards":        MaskBankCard,
	"ibans":             MaskIBAN,
	"api_keys":          MaskAPIKey,
	"bearer_tokens":     MaskBearerToken,
	"sensitive_columns": MaskSensitiveColumn,
	"host_paths":        MaskHostPath,
}

// span is a candidate for masking: s[start:end] becomes the replacement of k.
type span struct {
	start, end int
	k          kind
}

// masker finds the spans to mask in a text. It is immutable once built and safe for concurrent
// use; the Stage that owns it is not.
type masker struct {
	on     [numKinds]bool
	values *automaton // sensitive-column values; nil when there are none
}

// any reports whether at least one pattern mask is on.
func (m *masker) patterns() bool {
	for k := kEmail; k < kSensitive; k++ {
		if m.on[k] {
			return true
		}
	}
	return false
}

// apply masks s and adds what it masked to counts. It returns s itself when nothing matched.
func (m *masker) apply(s string, counts *[numKinds]int) string {
	var spans []span
	if m.patterns() {
		spans = m.scan(s, spans)
	}
	if m.values != nil {
		values := m.values.find(s, nil)
		if len(spans) == 0 {
			spans = values
		} else if len(values) > 0 {
			spans = mergeSpans(spans, values)
		}
	}
	return replaceSpans(s, spans, counts)
}

// mergeSpans merges two lists of candidates into one sorted list.
func mergeSpans(a, b []span) []span {
	if !slices.IsSortedFunc(a, cmpSpan) {
		slices.SortFunc(a, cmpSpan)
	}
	if !slices.IsSortedFunc(b, cmpSpan) {
		slices.SortFunc(b, cmpSpan)
	}
	out := make([]span, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) && j < len(b) {
		if cmpSpan(a[i], b[j]) <= 0 {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	out = append(out, a[i:]...)
	return append(out, b[j:]...)
}

// replaceSpans resolves overlapping candidates leftmost-longest and writes the result.
func replaceSpans(s string, spans []span, counts *[numKinds]int) string {
	if len(spans) == 0 {
		return s
	}
	if !slices.IsSortedFunc(spans, cmpSpan) {
		slices.SortFunc(spans, cmpSpan)
	}
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for _, sp := range spans {
		if sp.start < last || sp.end <= sp.start {
			continue
		}
		b.WriteString(s[last:sp.start])
		b.WriteString(replacements[sp.k])
		counts[sp.k]++
		last = sp.end
	}
	b.WriteString(s[last:])
	return b.String()
}

func cmpSpan(a, b span) int {
	switch {
	case a.start != b.start:
		return a.start - b.start
	case a.end != b.end:
		return b.end - a.end
	}
	return int(a.k) - int(b.k)
}

// Byte classes, looked up in one table.
const (
	cDigit uint8 = 1 << iota
	cUpper
	cLower
	cUnderscore
)

var byteClass = func() (t [256]uint8) {
	for c := '0'; c <= '9'; c++ {
		t[c] = cDigit
	}
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = cUpper
		t[c+'a'-'A'] = cLower
	}
	t['_'] = cUnderscore
	return t
}()

func isDigit(c byte) bool { return byteClass[c]&cDigit != 0 }
func isUpper(c byte) bool { return byteClass[c]&cUpper != 0 }
func isAlpha(c byte) bool { return byteClass[c]&(cUpper|cLower) != 0 }
func isAlnum(c byte) bool { return byteClass[c]&(cDigit|cUpper|cLower) != 0 }

// isWord is the class of identifier bytes: a mask never starts or ends inside a run of them.
func isWord(c byte) bool { return byteClass[c] != 0 }

// isTokenChar is the class of bytes that may appear in API keys and tokens.
func isTokenChar(c byte) bool { return isWord(c) || c == '-' }

func lower(c byte) byte {
	if isUpper(c) {
		return c + 'a' - 'A'
	}
	return c
}

// wordEnd returns the end of the run of word bytes starting at i.
func wordEnd(s string, i int) int {
	for i < len(s) && isWord(s[i]) {
		i++
	}
	return i
}

// runEnd returns the end of the run of bytes of class f starting at i.
func runEnd(s string, i int, f func(byte) bool) int {
	for i < len(s) && f(s[i]) {
		i++
	}
	return i
}

// rightBoundary reports whether a number or token ending at i ends there: no word byte follows,
// and no decimal fraction (".5") continues it.
func rightBoundary(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	if isWord(s[i]) {
		return false
	}
	if s[i] == '.' && i+1 < len(s) && isDigit(s[i+1]) {
		return false
	}
	return true
}

// numberStart reports whether a digit at i starts a number: it is not inside a word and not
// the fraction of a decimal number.
func numberStart(s string, i int) bool {
	if i == 0 {
		return true
	}
	p := s[i-1]
	if isWord(p) {
		return false
	}
	if p == '.' && i >= 2 && isDigit(s[i-2]) {
		return false
	}
	return true
}

// scan is the single pass over s that finds every pattern mask's candidates. It looks at each
// byte once, dispatching on the byte that can start a candidate (a digit, '+', '@', a letter
// at the start of a word, the dashes of a PEM block), and skips whole words it has examined.
// Every matcher it calls is bounded by the length of the candidate it examines.
func (m *masker) scan(s string, spans []span) []span {
	n := len(s)
	pemEnd := -1 // the index of the next "-----END " at or after the last PEM body, len(s) if none
	for i := 0; i < n; {
		c := s[i]
		switch {
		case isDigit(c):
			if !numberStart(s, i) {
				i = wordEnd(s, i)
				continue
			}
			sp, next := m.number(s, i)
			if sp.end > 0 {
				spans = append(spans, sp)
			}
			i = next
		case isAlpha(c) || c == '_':
			if i > 0 && isWord(s[i-1]) {
				i = wordEnd(s, i)
				continue
			}
			var sp span
			sp, i = m.word(s, i)
			if sp.end > 0 {
				spans = append(spans, sp)
			}
		case c == '+':
			if m.on[kPhone] && (i == 0 || !(isWord(s[i-1]) || s[i-1] == ')' || s[i-1] == '.')) {
				if end := intlPhone(s, i); end > 0 {
					spans = append(spans, span{i, end, kPhone})
					i = end
					continue
				}
			}
			i++
		case c == '@':
			if m.on[kEmail] {
				if start, end := email(s, i, 0); end > 0 {
					spans = append(spans, span{start, end, kEmail})
					// When this address's local part reaches back into the candidate before
					// it (the cut end of another address), leftmost-longest keeps that one
					// and drops this: add the address again, its local part starting where
					// that candidate ends, so that it is masked all the same.
					if n := len(spans); n > 1 && start < spans[n-2].end {
						if s2, e2 := email(s, i, spans[n-2].end); e2 > 0 {
							spans = append(spans, span{s2, e2, kEmail})
						}
					}
					i = end
					continue
				}
			}
			i++
		case c == '-':
			if m.on[kAPIKey] && strings.HasPrefix(s[i:], "-----BEGIN ") {
				if end := pemBlock(s, i, &pemEnd); end > 0 {
					spans = append(spans, span{i, end, kAPIKey})
					i = end
					continue
				}
			}
			i++
		default:
			i++
		}
	}
	return spans
}

// number examines the number starting at i. It returns the span to mask (end 0 if none) and
// where scanning continues.
func (m *masker) number(s string, i int) (span, int) {
	j := runEnd(s, i, isDigit)
	l := j - i
	// Compact forms.
	if l == 17 && j < len(s) && (s[j] == 'X' || s[j] == 'x') && rightBoundary(s, j+1) {
		if m.on[kCNID] && validCNID(s[i:j+1]) {
			return span{i, j + 1, kCNID}, j + 1
		}
		return span{}, wordEnd(s, j)
	}
	if rightBoundary(s, j) {
		d := s[i:j]
		switch {
		case l == 18 && m.on[kCNID] && validCNID(d):
			return span{i, j, kCNID}, j
		case l == 11 && m.on[kPhone] && cnMobile(d):
			return span{i, j, kPhone}, j
		case l >= 13 && l <= 19 && m.on[kBankCard] && validCard(d):
			return span{i, j, kBankCard}, j
		}
	} else {
		return span{}, wordEnd(s, j)
	}
	// Grouped forms: digit groups joined by one space or one dash, the same separator throughout.
	if l <= 6 && j+1 < len(s) && (s[j] == ' ' || s[j] == '-') && isDigit(s[j+1]) && (m.on[kPhone] || m.on[kBankCard] || m.on[kCNID]) {
		sep := s[j]
		var groups [8]int
		ng := 0
		groups[ng] = l
		ng++
		end := j
		total := l
		var digits [24]byte
		copy(digits[:], s[i:j])
		for end+1 < len(s) && s[end] == sep && isDigit(s[end+1]) && ng < len(groups) {
			k := runEnd(s, end+1, isDigit)
			g := k - end - 1
			if total+g > 19 {
				ng = len(groups) + 1 // too long for any mask
				break
			}
			copy(digits[total:], s[end+1:k])
			total += g
			groups[ng] = g
			ng++
			end = k
		}
		if ng <= len(groups) && rightBoundary(s, end) && !(end+1 < len(s) && s[end] == sep && isDigit(s[end+1])) {
			d := string(digits[:total])
			g := groups[:ng]
			switch {
			case m.on[kPhone] && slices.Equal(g, []int{3, 4, 4}) && cnMobile(d):
				return span{i, end, kPhone}, end
			case m.on[kCNID] && slices.Equal(g, []int{6, 8, 4}) && validCNID(d):
				return span{i, end, kCNID}, end
			case m.on[kBankCard] && cardGroups(g) && validCard(d):
				return span{i, end, kBankCard}, end
			}
		}
	}
	return span{}, j
}

// cardGroups reports whether group lengths are a way card numbers are printed: fours with a
// shorter last group (4-4-4-4, 4-4-4-4-3), or 4-6-5 and 4-6-4 (American Express, Diners).
func cardGroups(g []int) bool {
	if len(g) < 3 {
		return false
	}
	if slices.Equal(g, []int{4, 6, 5}) || slices.Equal(g, []int{4, 6, 4}) {
		return true
	}
	for _, n := range g[:len(g)-1] {
		if n != 4 {
			return false
		}
	}
	last := g[len(g)-1]
	return last >= 1 && last <= 4
}

// intlPhone matches an international number at s[i] == '+': a country code not starting with
// 0, then digit groups joined by single spaces, dashes or dots, one group optionally in
// parentheses; 8 to 15 digits in all (E.164), at least 10 when written without separators.
// It returns the end of the match or 0.
func intlPhone(s string, i int) int {
	j := i + 1
	if j >= len(s) || !isDigit(s[j]) || s[j] == '0' {
		return 0
	}
	digits, groups, end := 0, 0, 0
	parens := false
	for j < len(s) {
		// One group, perhaps in parentheses.
		open := false
		if s[j] == '(' && !parens && groups > 0 {
			open, parens = true, true
			j++
		}
		k := runEnd(s, j, isDigit)
		if k == j {
			break
		}
		digits += k - j
		groups++
		if digits > 15 {
			return 0
		}
		j = k
		if open {
			if j >= len(s) || s[j] != ')' {
				return 0
			}
			j++
		}
		end = j
		// A separator must be followed by a digit (or an opening parenthesis and a digit).
		if j < len(s) && (s[j] == ' ' || s[j] == '-' || s[j] == '.') {
			if j+1 < len(s) && isDigit(s[j+1]) {
				j++
				continue
			}
			if j+2 < len(s) && s[j+1] == '(' && isDigit(s[j+2]) && !parens {
				j++
				continue
			}
		}
		if open && j < len(s) && isDigit(s[j]) {
			continue
		}
		break
	}
	if digits < 8 || (groups == 1 && digits < 10) {
		return 0
	}
	if !rightBoundary(s, end) {
		return 0
	}
	return end
}

// emailLocal is the class of bytes of an e-mail address's local part.
func emailLocal(c byte) bool {
	return isAlnum(c) || c == '.' || c == '_' || c == '%' || c == '+' || c == '-'
}

// email matches an address around the '@' at s[at]: up to 64 local-part bytes before it, none
// before floor (the end of what is masked already), a domain of at least two dot-separated
// labels after it with an alphabetic top-level label. It returns the match or end 0.
func email(s string, at, floor int) (int, int) {
	start := at
	for start > floor && at-start < 64 && emailLocal(s[start-1]) {
		start--
	}
	for start < at && s[start] == '.' {
		start++
	}
	if start == at {
		return 0, 0
	}
	// Domain labels.
	j := at + 1
	labels, lastLabel := 0, 0
	end := 0
	for j < len(s) && j-at <= 253 {
		k := runEnd(s, j, func(c byte) bool { return isAlnum(c) || c == '-' })
		if k == j || s[j] == '-' {
			break
		}
		if s[k-1] == '-' || k-j > 63 {
			// Not a label as it stands ("com-", "com000…" past 63 bytes): its leading letters
			// may still end an address that text runs on after.
			if n := min(runEnd(s, j, isAlpha)-j, 63); n >= 2 {
				labels++
				lastLabel, end = j, j+n
			}
			break
		}
		labels++
		lastLabel = j
		end = k
		if k+1 < len(s) && s[k] == '.' && isAlnum(s[k+1]) {
			j = k + 1
			continue
		}
		break
	}
	if labels < 2 {
		return 0, 0
	}
	// Text run on after an address ("alice@example.com2023", "…com_x", "…com.0"): the address
	// ends where the letters of its last label that starts with two letters end. Masking too
	// much beats leaking it.
	for labels >= 2 {
		tld := s[lastLabel:end]
		if strings.HasPrefix(tld, "xn--") || (len(tld) >= 2 && allAlpha(tld)) {
			return start, end
		}
		n := 0
		for n < len(tld) && isAlpha(tld[n]) {
			n++
		}
		if n >= 2 {
			return start, lastLabel + n
		}
		// Drop this label and the dot before it.
		end = lastLabel - 1
		lastLabel = strings.LastIndexByte(s[at+1:end], '.') + at + 2
		labels--
	}
	return 0, 0
}

func allAlpha(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isAlpha(s[i]) {
			return false
		}
	}
	return true
}

// pemBlock matches a PEM private key block starting at s[i] ("-----BEGIN ... PRIVATE KEY-----")
// through its END line; without an END line within 64 KiB, through the end of its base64 body.
// *nextEnd caches where the next END line is, so that many BEGIN lines cost one search.
func pemBlock(s string, i int, nextEnd *int) int {
	head := s[i:min(len(s), i+80)]
	nl := strings.IndexByte(head, '\n')
	if nl >= 0 {
		head = head[:nl]
	}
	close := strings.Index(head[len("-----BEGIN "):], "-----")
	if close < 0 || !strings.HasSuffix(head[:len("-----BEGIN ")+close], "PRIVATE KEY") {
		return 0
	}
	bodyStart := i + len("-----BEGIN ") + close + len("-----")
	if *nextEnd < bodyStart {
		*nextEnd = len(s)
		if e := strings.Index(s[bodyStart:], "-----END "); e >= 0 {
			*nextEnd = bodyStart + e
		}
	}
	if e := *nextEnd; e < len(s) && e-bodyStart <= 64<<10 {
		rest := s[e+len("-----END "):]
		if c := strings.Index(rest[:min(len(rest), 80)], "-----"); c >= 0 {
			return e + len("-----END ") + c + len("-----")
		}
	}
	// No END line: the body is the following base64 lines.
	j := bodyStart
	for j < len(s) {
		c := s[j]
		if isAlnum(c) || c == '+' || c == '/' || c == '=' || c == '\n' || c == ' ' || c == ':' || c == '-' {
			j++
			continue
		}
		break
	}
	return j
}

// secretKeys are identifier endings that name a secret in "key = value" or "key: value".
var secretKeys = []string{"password", "passwd", "secret", "token", "apikey", "api_key", "access_key", "secret_key", "private_key"}

// word examines the word starting at s[i] (a letter or '_' not preceded by a word byte) for the
// token patterns, IBANs and "secret = value" pairs. It returns the span (end 0 if none) and
// where scanning continues.
func (m *masker) word(s string, i int) (span, int) {
	we := wordEnd(s, i)
	if m.on[kAPIKey] {
		if end := apiKey(s, i); end > 0 {
			return span{i, end, kAPIKey}, end
		}
	}
	if m.on[kBearer] {
		if start, end := bearer(s, i, we); end > 0 {
			return span{start, end, kBearer}, end
		}
		if end := jwt(s, i); end > 0 {
			return span{i, end, kBearer}, end
		}
	}
	if m.on[kIBAN] && we-i >= 4 && isUpper(s[i]) && isUpper(s[i+1]) && isDigit(s[i+2]) && isDigit(s[i+3]) {
		if end := iban(s, i, we); end > 0 {
			return span{i, end, kIBAN}, end
		}
	}
	if m.on[kAPIKey] && we-i >= 3 {
		if start, end := secretValue(s, i, we); end > 0 {
			return span{start, end, kAPIKey}, end
		}
	}
	return span{}, we
}

// apiKey matches the well-known API key formats at s[i] and returns the end or 0.
func apiKey(s string, i int) int {
	rest := s[i:]
	tokenAfter := func(prefix string, f func(byte) bool, minLen, maxLen int) int {
		if !strings.HasPrefix(rest, prefix) {
			return 0
		}
		j := runEnd(s, i+len(prefix), f)
		n := j - i - len(prefix)
		if n < minLen || (maxLen > 0 && n != maxLen) || (j < len(s) && isWord(s[j])) {
			return 0
		}
		return j
	}
	upperOrDigit := func(c byte) bool { return isUpper(c) || isDigit(c) }
	switch s[i] {
	case 's':
		if e := tokenAfter("sk-", isTokenChar, 20, 0); e > 0 {
			return e
		}
		for _, p := range []string{"sk_live_", "sk_test_"} {
			if e := tokenAfter(p, isAlnum, 16, 0); e > 0 {
				return e
			}
		}
	case 'r':
		for _, p := range []string{"rk_live_", "rk_test_"} {
			if e := tokenAfter(p, isAlnum, 16, 0); e > 0 {
				return e
			}
		}
	case 'A':
		for _, p := range []string{"AKIA", "ASIA"} {
			if e := tokenAfter(p, upperOrDigit, 16, 16); e > 0 {
				return e
			}
		}
		if e := tokenAfter("AIza", isTokenChar, 35, 35); e > 0 {
			return e
		}
	case 'g':
		for _, p := range []string{"ghp_", "gho_", "ghu_", "ghs_", "ghr_"} {
			if e := tokenAfter(p, isAlnum, 36, 0); e > 0 {
				return e
			}
		}
		if e := tokenAfter("github_pat_", isWord, 22, 0); e > 0 {
			return e
		}
		if e := tokenAfter("glpat-", isTokenChar, 20, 0); e > 0 {
			return e
		}
	case 'x':
		if len(rest) > 5 && strings.HasPrefix(rest, "xox") && strings.IndexByte("abposr", rest[3]) >= 0 && rest[4] == '-' {
			if e := tokenAfter(rest[:5], func(c byte) bool { return isAlnum(c) || c == '-' }, 10, 0); e > 0 {
				return e
			}
		}
	case 'h':
		if e := tokenAfter("hf_", isAlnum, 30, 0); e > 0 {
			return e
		}
	}
	return 0
}

// bearerChar is the class of RFC 6750 b64token bytes.
func bearerChar(c byte) bool {
	return isAlnum(c) || c == '-' || c == '.' || c == '_' || c == '~' || c == '+' || c == '/' || c == '='
}

// bearer matches "Bearer <token>" (any case) with a token of at least 16 bytes; the span is the
// token alone, so the output keeps the word "Bearer".
func bearer(s string, i, we int) (int, int) {
	if we-i != 6 || !strings.EqualFold(s[i:we], "bearer") {
		return 0, 0
	}
	j := we
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j == we {
		return 0, 0
	}
	k := runEnd(s, j, bearerChar)
	if k-j < 16 {
		return 0, 0
	}
	return j, k
}

// jwt matches a JSON Web Token: three base64url parts, the first two starting with "eyJ".
func jwt(s string, i int) int {
	if !strings.HasPrefix(s[i:], "eyJ") {
		return 0
	}
	b64 := func(c byte) bool { return isAlnum(c) || c == '-' || c == '_' }
	j := runEnd(s, i, b64)
	if j-i < 10 || j >= len(s) || s[j] != '.' || !strings.HasPrefix(s[j+1:], "eyJ") {
		return 0
	}
	k := runEnd(s, j+1, b64)
	if k-j-1 < 10 {
		return 0
	}
	if k < len(s) && s[k] == '.' {
		k = runEnd(s, k+1, b64)
	}
	return k
}

// iban matches an IBAN at s[i]: a country with a known length, compact or in groups of four
// joined by single spaces, validated by mod-97.
func iban(s string, i, we int) int {
	want, ok := ibanLengths[s[i:i+2]]
	if !ok {
		return 0
	}
	upperOrDigit := func(c byte) bool { return isUpper(c) || isDigit(c) }
	var buf [34]byte
	n := 0
	end := 0
	if we-i == want {
		if runEnd(s, i, upperOrDigit) != we {
			return 0
		}
		n = copy(buf[:], s[i:we])
		end = we
	} else if we-i == 4 {
		n = copy(buf[:], s[i:we])
		j := we
		for n < want && j+1 < len(s) && s[j] == ' ' {
			k := runEnd(s, j+1, upperOrDigit)
			g := k - j - 1
			if g == 0 || g > 4 || n+g > want || (g < 4 && n+g != want) {
				return 0
			}
			n += copy(buf[n:], s[j+1:k])
			j = k
		}
		if n != want {
			return 0
		}
		end = j
	} else {
		return 0
	}
	if end < len(s) && isWord(s[end]) {
		return 0
	}
	if !validIBAN(string(buf[:n])) {
		return 0
	}
	return end
}

// secretValue matches the value of "<name ending in a secret key> = value" or ": value" (also
// quoted, as in JSON or a Python dict) when the value is at least 8 bytes; the span is the
// value alone, so the output keeps the key's name.
func secretValue(s string, i, we int) (int, int) {
	switch lower(s[we-1]) {
	case 'd', 't', 'n', 'y':
	default:
		return 0, 0
	}
	if we >= len(s) || strings.IndexByte("=: \t\"'", s[we]) < 0 {
		return 0, 0
	}
	w := s[i:we]
	match := false
	for _, k := range secretKeys {
		if len(w) >= len(k) && strings.EqualFold(w[len(w)-len(k):], k) && (len(w) == len(k) || w[len(w)-len(k)-1] == '_') {
			match = true
			break
		}
	}
	if !match {
		return 0, 0
	}
	j := we
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		j++
	}
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j >= len(s) || (s[j] != '=' && s[j] != ':') {
		return 0, 0
	}
	j++
	if j < len(s) && s[j] == '=' { // "=="
		return 0, 0
	}
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if j < len(s) && (s[j] == '"' || s[j] == '\'') {
		j++
	}
	start := j
	for j < len(s) {
		c := s[j]
		if c == ' ' || c == '\t' || c == '\n' || c == '"' || c == '\'' || c == ',' || c == ';' || c == '}' || c == ')' || c == ']' {
			break
		}
		j++
	}
	if j-start < 8 {
		return 0, 0
	}
	return start, j
}
