package redact

// The checksum and format validators the masks use to tell an identifier from any other number.
// Each takes only the digits (and letters) of the candidate, separators removed.

// cnMobile reports whether d (11 digits) is a mainland China mobile number: 1, then 3–9.
func cnMobile(d string) bool {
	return len(d) == 11 && d[0] == '1' && d[1] >= '3' && d[1] <= '9'
}

// cnProvinces are the first two digits of Chinese resident ID numbers (GB/T 2260 provinces,
// 71 Taiwan, 81 Hong Kong, 82 Macao, 83 residence permits for Taiwan residents).
var cnProvinces = map[string]bool{
	"11": true, "12": true, "13": true, "14": true, "15": true,
	"21": true, "22": true, "23": true,
	"31": true, "32": true, "33": true, "34": true, "35": true, "36": true, "37": true,
	"41": true, "42": true, "43": true, "44": true, "45": true, "46": true,
	"50": true, "51": true, "52": true, "53": true, "54": true,
	"61": true, "62": true, "63": true, "64": true, "65": true,
	"71": true, "81": true, "82": true, "83": true,
}

var cnIDWeights = [17]int{7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2}

const cnIDCheck = "10X98765432"

// validCNID reports whether id is an 18-character Chinese resident ID number (GB 11643-1999):
// a known province, a valid birth date (1900–2099) and the ISO 7064 MOD 11-2 check character.
func validCNID(id string) bool {
	if len(id) != 18 || !cnProvinces[id[:2]] {
		return false
	}
	sum := 0
	for i := 0; i < 17; i++ {
		if !isDigit(id[i]) {
			return false
		}
		sum += int(id[i]-'0') * cnIDWeights[i]
	}
	c := id[17]
	if c == 'x' {
		c = 'X'
	}
	if c != cnIDCheck[sum%11] {
		return false
	}
	return validDate(atoi(id[6:10]), atoi(id[10:12]), atoi(id[12:14]))
}

// atoi converts a short run of ASCII digits.
func atoi(d string) int {
	n := 0
	for i := 0; i < len(d); i++ {
		n = n*10 + int(d[i]-'0')
	}
	return n
}

// validDate reports whether y-m-d is a calendar date between 1900 and 2099.
func validDate(y, m, d int) bool {
	if y < 1900 || y > 2099 || m < 1 || m > 12 || d < 1 {
		return false
	}
	days := [13]int{0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}[m]
	if m == 2 && y%4 == 0 && (y%100 != 0 || y%400 == 0) {
		days = 29
	}
	return d <= days
}

// validCard reports whether d (13–19 digits) is a payment card number: an issuer prefix of a
// card network (Mastercard 2221–2720 and 5x, American Express, Diners, JCB 3x, Visa 4x,
// Discover, UnionPay and Maestro 6x), not one digit repeated, and a valid Luhn check digit.
func validCard(d string) bool {
	if len(d) < 13 || len(d) > 19 {
		return false
	}
	switch d[0] {
	case '2':
		if p := atoi(d[:4]); p < 2221 || p > 2720 {
			return false
		}
	case '3':
		if d[1] == '1' || d[1] == '2' || d[1] == '3' {
			return false
		}
	case '4', '5', '6':
	default:
		return false
	}
	same := true
	for i := 1; i < len(d); i++ {
		if d[i] != d[0] {
			same = false
			break
		}
	}
	return !same && luhn(d)
}

// luhn reports whether the digits d end in a valid Luhn check digit.
func luhn(d string) bool {
	sum := 0
	double := false
	for i := len(d) - 1; i >= 0; i-- {
		n := int(d[i] - '0')
		if double {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
		double = !double
	}
	return sum%10 == 0
}

// validIBAN reports whether s (upper-case letters and digits, no spaces) has its country's
// length and passes the ISO 13616 mod-97 check.
func validIBAN(s string) bool {
	if len(s) < 5 || ibanLengths[s[:2]] != len(s) || !isDigit(s[2]) || !isDigit(s[3]) {
		return false
	}
	r := 0
	for k := 0; k < len(s); k++ {
		c := s[(k+4)%len(s)]
		switch {
		case isDigit(c):
			r = (r*10 + int(c-'0')) % 97
		case isUpper(c):
			r = (r*100 + int(c-'A') + 10) % 97
		default:
			return false
		}
	}
	return r == 1
}

// ibanLengths holds the IBAN length of each country of the SWIFT IBAN registry.
var ibanLengths = map[string]int{
	"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
	"BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27,
	"DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27,
	"GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HN": 28, "HR": 21, "HU": 28,
	"IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28,
	"LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22,
	"MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23,
	"PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24,
	"SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28,
	"TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
}
