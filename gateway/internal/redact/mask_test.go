package redact

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// allOn is a stage with every mask on and generous caps.
func allOn(t testing.TB, values ...string) *Stage {
	t.Helper()
	s, err := New(Rules{
		StdoutMaxBytes: 1 << 20, StderrMaxBytes: 1 << 20, ErrorMessageMax: 500, MaxRows: 50,
		Masks: AllMasks, SensitiveValues: values, ArtifactTypes: DefaultArtifactTypes,
		MaxArtifacts: 8, MaxArtifactBytes: 5 << 20, MaxTotalArtifactBytes: 16 << 20,
	})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

type maskCase struct {
	in, want string
}

// checkMasks runs each case through a fresh all-masks stage and compares the text.
func checkMasks(t *testing.T, cases []maskCase) {
	t.Helper()
	for _, c := range cases {
		s := allOn(t)
		if got := s.Text("stdout", c.in, 0); got != c.want {
			t.Errorf("Text(%q)\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

func TestMaskEmail(t *testing.T) {
	checkMasks(t, []maskCase{
		// True positives.
		{"contact alice@example.com now", "contact [email] now"},
		{"<first.last+tag@mail.example.co.uk>", "<[email]>"},
		{"13800138000@163.com", "[email]"},
		{"邮箱：zhang_san@qq.com。", "邮箱：[email]。"},
		{"a@b.cn, c@d.org.", "[email], [email]."},
		{`{"email": "x.y@corp.io"}`, `{"email": "[email]"}`},
		// Text run on after the address (found by FuzzText): masked up to the letters of its
		// top-level label rather than left whole.
		{"alice@example.com2023-01-01", "[email]2023-01-01"},
		{"alice@example.com_x alice@example.comX", "[email]_x [email]"},
		{"alice@example.com.0 bob@mail.example.org.1.2", "[email].0 [email].1.2"},
		{"alice@example.com- bob@example.org" + strings.Repeat("0", 70), "[email]- [email]" + strings.Repeat("0", 70)},
		{"carol@example.com" + strings.Repeat("x", 70), "[email]" + strings.Repeat("x", 10)},
		// An address run on right after another's cut top-level label: its local part starts
		// where the first mask ends (FuzzText, 2026-12-07). Where the first took all of the
		// second's local part, only a domain is left.
		{"0@0.AA0alice@example.com x", "[email][email] x"},
		{"a@b.cnbob@example.org", "[email]@example.org"},
		// False positives that must stay.
		{"@property", "@property"},
		{"user@localhost", "user@localhost"},
		{"name@host.c0m", "name@host.c0m"},
		{"a @ b.com", "a @ b.com"},
		{"x@-bad.com", "x@-bad.com"},
		{"df.loc[df.a@df.b]", "df.loc[df.a@df.b]"},
	})
}

func TestMaskPhone(t *testing.T) {
	checkMasks(t, []maskCase{
		// Mainland China mobiles, compact and grouped.
		{"tel 13800138000.", "tel [phone]."},
		{"手机13912345678", "手机[phone]"},
		{"138 0013 8000", "[phone]"},
		{"138-0013-8000", "[phone]"},
		{"1,13800138000,x", "1,[phone],x"},
		// International forms.
		{"+86 138 0013 8000", "[phone]"},
		{"+8613800138000", "[phone]"},
		{"call +1 (415) 555-2671 now", "call [phone] now"},
		{"+1-415-555-2671", "[phone]"},
		{"+44 20 7946 0958", "[phone]"},
		{"+49 30 12345678", "[phone]"},
		// Not phones: an 11-digit run inside a longer number, wrong prefixes, decimals, maths.
		{"138001380001", "138001380001"},
		{"913800138000", "913800138000"},
		{"12800138000", "12800138000"},
		{"10000000000", "10000000000"},
		{"0.13800138000", "0.13800138000"},
		{"13800138000.25", "13800138000.25"},
		{"id_13800138000", "id_13800138000"},
		{"1e+10", "1e+10"},
		{"x+12345678", "x+12345678"},
		{"+12345", "+12345"},
		{"+1234567", "+1234567"},
		{"+0123456789", "+0123456789"},
		{"2024-01-02 13:45:00", "2024-01-02 13:45:00"},
		{"$1,380,013,800", "$1,380,013,800"},
	})
}

func TestMaskCNID(t *testing.T) {
	checkMasks(t, []maskCase{
		// Valid: checksum, province and birth date (1988-02-29 is a leap day).
		{"身份证 11010519491231002X", "身份证 [cn_id]"},
		{"11010519491231002x", "[cn_id]"},
		{"id=440306199003071232;", "id=[cn_id];"},
		{"320102198802290011", "[cn_id]"},
		{"110105 19491231 002X", "110105 19491231 002X"}, // X breaks the 6-8-4 digit grouping
		{"510108 19900101 0006", "[cn_id]"},
		// Invalid: checksum, date (1987-02-29, month 13, 1899), province, length, embedded.
		{"110105194912310021", "110105194912310021"},
		{"320102198702290014", "320102198702290014"},
		{"110105194913310021", "110105194913310021"},
		{"110105189912310023", "110105189912310023"},
		{"990105194912310023", "990105194912310023"},
		{"1101051949123100", "1101051949123100"},
		{"911010519491231002X", "911010519491231002X"},
		{"11010519491231002X9", "11010519491231002X9"},
		{"11010519491231002XY", "11010519491231002XY"},
	})
}

func TestMaskBankCard(t *testing.T) {
	checkMasks(t, []maskCase{
		// Valid Luhn, known networks, compact and grouped.
		{"visa 4111111111111111", "visa [bank_card]"},
		{"4111 1111 1111 1111", "[bank_card]"},
		{"4111-1111-1111-1111", "[bank_card]"},
		{"mc 5500005555555559.", "mc [bank_card]."},
		{"amex 3782 822463 10005", "amex [bank_card]"},
		{"378282246310005", "[bank_card]"},
		{"unionpay 6212345678901232", "unionpay [bank_card]"},
		{"6222021001123456789", "[bank_card]"},
		{"6222 0210 0112 3456 789", "[bank_card]"},
		{"4012888888881881", "[bank_card]"},
		// Invalid Luhn, no network, repeated digits, mixed separators, too long, embedded,
		// timestamps, decimals.
		{"4111111111111112", "4111111111111112"},
		{"1111111111111117", "1111111111111117"},
		{"4444444444444444", "4444444444444444"},
		{"0000000000000000", "0000000000000000"},
		{"4111 1111-1111 1111", "4111 1111-1111 1111"},
		{"41111111111111111111", "41111111111111111111"},
		{"x4111111111111111", "x4111111111111111"},
		{"1700000000000", "1700000000000"},
		{"4111111111111111.5", "4111111111111111.5"},
		{"4111 1111 1111 1111 2024", "4111 1111 1111 1111 2024"},
		{"41 11 11 11 11 11 11 11", "41 11 11 11 11 11 11 11"},
	})
}

func TestMaskIBAN(t *testing.T) {
	checkMasks(t, []maskCase{
		{"iban GB82WEST12345698765432", "iban [iban]"},
		{"GB82 WEST 1234 5698 7654 32", "[iban]"},
		{"DE89370400440532013000.", "[iban]."},
		{"DE89 3704 0044 0532 0130 00", "[iban]"},
		{"FR1420041010050500013M02606", "[iban]"},
		{"NL91ABNA0417164300", "[iban]"},
		// Wrong check digits, unknown country, wrong length, lower case, inside a word.
		{"GB82WEST12345698765433", "GB82WEST12345698765433"},
		{"GB82 WEST 1234 5698 7654 33", "GB82 WEST 1234 5698 7654 33"},
		{"CN12345678901234567890", "CN12345678901234567890"},
		{"GB82WEST1234569876543", "GB82WEST1234569876543"},
		{"gb82west12345698765432", "gb82west12345698765432"},
		{"XGB82WEST12345698765432", "XGB82WEST12345698765432"},
		{"AB12 order", "AB12 order"},
	})
}

func TestMaskAPIKeysAndTokens(t *testing.T) {
	checkMasks(t, []maskCase{
		{"key sk-proj-AbCdEfGhIjKlMnOpQrStUvWx123", "key [api_key]"},
		{"sk-ant-api03-abcdefghijklmnopqrstuv", "[api_key]"},
		{"sk_live_4eC39HqLyjWDarjtT1zdp7dc", "[api_key]"},
		{"AKIAIOSFODNN7EXAMPLE", "[api_key]"},
		{"ghp_" + strings.Repeat("a1B2", 9), "[api_key]"},
		{"github_pat_11ABCDEFG0123456789_abcdefghijklmnop", "[api_key]"},
		{"xoxb-1234567890-abcdefghij", "[api_key]"},
		{"AIza" + strings.Repeat("x", 35), "[api_key]"},
		{"glpat-abcdefghij0123456789", "[api_key]"},
		{"password = hunter2hunter2", "password = [api_key]"},
		{`{"db_password": "s3cr3t-P@ss"}`, `{"db_password": "[api_key]"}`},
		{"AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AWS_SECRET_ACCESS_KEY=[api_key]"},
		{"Authorization: Bearer abcdef0123456789ABCDEF.xyz", "Authorization: Bearer [bearer_token]"},
		{"bearer   abcdefghijklmnopqrstuvwxyz", "bearer   [bearer_token]"},
		{"token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U ok",
			"token [bearer_token] ok"},
		{"-----BEGIN RSA PRIVATE KEY-----\nMIIEow\nAAAA\n-----END RSA PRIVATE KEY-----\nafter", "[api_key]\nafter"},
		// Not secrets.
		{"sk-short", "sk-short"},
		{"task-abcdefghijklmnopqrstuvwxyz", "task-abcdefghijklmnopqrstuvwxyz"},
		{"AKIA1234", "AKIA1234"},
		{"ASKIAIOSFODNN7EXAMPLE", "ASKIAIOSFODNN7EXAMPLE"},
		{"password = short", "password = short"},
		{"max_tokens=100000000", "max_tokens=100000000"},
		{"passwords: 12345678901", "passwords: 12345678901"},
		{"bearer bonds", "bearer bonds"},
		{"-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----", "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----"},
		{"eyJhbGciOiJIUzI1NiJ9", "eyJhbGciOiJIUzI1NiJ9"},
	})
}

func TestMaskSensitiveValues(t *testing.T) {
	s := allOn(t, "Zhang Wei", "张伟", "ACME-0042-X", "li.na")
	in := "names: zhang wei, 张伟 and Zhang Weiqiang; code ACME-0042-X; li.na@x.org; 张伟明"
	got := s.Text("stdout", in, 0)
	want := "names: [sensitive_column], [sensitive_column] and Zhang Weiqiang; code [sensitive_column]; [email]; [sensitive_column]明"
	if got != want {
		t.Errorf("got  %q\nwant %q", got, want)
	}
	r := s.Report()
	if r.Masked[MaskSensitiveColumn] != 4 || r.Masked[MaskEmail] != 1 {
		t.Errorf("masked = %v", r.Masked)
	}
}

func TestMasksOnlyWhenOn(t *testing.T) {
	s, err := New(Rules{StdoutMaxBytes: 1000, Masks: []string{"emails"}})
	if err != nil {
		t.Fatal(err)
	}
	in := "a@b.com 13800138000 4111111111111111 AKIAIOSFODNN7EXAMPLE"
	if got, want := s.Text("stdout", in, 0), "[email] 13800138000 4111111111111111 AKIAIOSFODNN7EXAMPLE"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestNewRejectsUnknown(t *testing.T) {
	for _, r := range []Rules{
		{Masks: []string{"email", "ssn"}},
		{ArtifactTypes: []string{"text/html"}},
		{MaxRows: -1},
	} {
		_, err := New(r)
		if err == nil {
			t.Errorf("New(%+v) accepted", r)
			continue
		}
		for _, want := range []string{"ssn", "text/html", "MaxRows"} {
			if strings.Contains(err.Error(), want) {
				goto ok
			}
		}
		t.Errorf("error %q does not name the culprit", err)
	ok:
	}
	if _, err := New(Rules{Masks: []string{"api_keys", "emails", "host_paths", "phone_numbers"}}); err != nil {
		t.Errorf("the bundle's mask names: %v", err)
	}
}

func TestValidators(t *testing.T) {
	for _, c := range []struct {
		f    func(string) bool
		in   string
		want bool
	}{
		{validCNID, "11010519491231002X", true},
		{validCNID, "11010519491231002Y", false},
		{validCard, "4111111111111111", true},
		{validCard, "2221000000000009", true},
		{validCard, "2220000000000000", false},
		{validIBAN, "GB82WEST12345698765432", true},
		{validIBAN, "GB82WEST1234569876543!", false},
		{luhn, "79927398713", true},
		{luhn, "79927398710", false},
	} {
		if got := c.f(c.in); got != c.want {
			t.Errorf("%q: got %v", c.in, got)
		}
	}
	if !validDate(2000, 2, 29) || validDate(1900, 2, 29) || validDate(2023, 4, 31) {
		t.Error("validDate")
	}
}

// TestAutomatonAgainstNaive compares the automaton with a brute-force search for the longest
// value ending at each position, over small alphabets where values overlap a lot.
func TestAutomatonAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	const alphabet = "abAB -"
	word := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		return string(b)
	}
	for round := 0; round < 300; round++ {
		values := make([]string, 1+rng.IntN(12))
		for i := range values {
			values[i] = word(1 + rng.IntN(5))
		}
		text := word(rng.IntN(80))
		a := newAutomaton(values)
		got := a.find(text, nil)
		var want []span
		for end := 1; end <= len(text); end++ {
			best := 0
			var bestV string
			for _, v := range values {
				if len(v) > best && len(v) <= end && strings.EqualFold(text[end-len(v):end], v) {
					best, bestV = len(v), v
				}
			}
			if best == 0 {
				continue
			}
			start := end - best
			if isAlnum(bestV[0]) && start > 0 && isAlnum(text[start-1]) || isAlnum(bestV[best-1]) && end < len(text) && isAlnum(text[end]) {
				continue
			}
			want = append(want, span{start, end, kSensitive})
		}
		if !slices.Equal(got, want) {
			t.Fatalf("values %q text %q\n got %v\nwant %v", values, text, got, want)
		}
	}
	if newAutomaton([]string{"", ""}) != nil {
		t.Error("automaton of empty values")
	}
}
