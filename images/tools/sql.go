package tools

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"
)

// sqlForbidden are the words that make a statement more than a read: writes, schema changes,
// other databases, settings, transactions and recursion. A column named like one of them must
// be written in double quotes. WARNING: the sql template's authorizer is the enforcement; this
// list only gives an early, clear refusal.
var sqlForbidden = map[string]string{
	"ATTACH": "ATTACH", "DETACH": "DETACH", "PRAGMA": "PRAGMA", "INSERT": "INSERT",
	"UPDATE": "UPDATE", "DELETE": "DELETE", "DROP": "DROP", "CREATE": "CREATE", "ALTER": "ALTER",
	"VACUUM": "VACUUM", "REINDEX": "REINDEX", "ANALYZE": "ANALYZE", "BEGIN": "a transaction",
	"COMMIT": "a transaction", "ROLLBACK": "a transaction", "SAVEPOINT": "a savepoint",
	"RELEASE": "a savepoint", "RECURSIVE": "a recursive query", "REPLACE": "REPLACE",
	"LOAD_EXTENSION": "loading an extension",
}

// checkReadOnlySQL refuses, before any sandbox starts, SQL text that is not one read-only
// SELECT: a second statement, a statement that does not start with SELECT, WITH or VALUES, or
// a forbidden word outside strings, quoted names and comments. Refusals wrap ErrRefused; text
// that is blank or cannot be tokenised is ErrBadArguments.
func checkReadOnlySQL(q string) error {
	if strings.TrimSpace(q) == "" {
		return badArgs("query is empty; send one SELECT over the table df")
	}
	toks, err := sqlTokens(q)
	if err != nil {
		return badArgs("query: %v", err)
	}
	if len(toks) == 0 {
		return badArgs("query has no statement; send one SELECT over the table df")
	}
	for i, t := range toks {
		if t.text == ";" {
			if i != len(toks)-1 {
				return refused("a second statement after ';' is not allowed: send one SELECT at a time")
			}
			toks = toks[:i]
			break
		}
	}
	if len(toks) == 0 {
		return badArgs("query has no statement; send one SELECT over the table df")
	}
	first := strings.ToUpper(toks[0].text)
	if !toks[0].word || (first != "SELECT" && first != "WITH" && first != "VALUES") {
		if toks[0].word {
			return refused("%s statements are not allowed: only one read-only SELECT (or WITH … SELECT) over the table df", first)
		}
		return badArgs("the query must start with SELECT or WITH")
	}
	for i, t := range toks {
		if !t.word {
			continue
		}
		w := strings.ToUpper(t.text)
		what, bad := sqlForbidden[w]
		if !bad {
			continue
		}
		switch w {
		case "REPLACE":
			if i+1 < len(toks) && toks[i+1].text == "(" {
				continue // the replace() string function
			}
		}
		return refused("%s is not allowed in the sql tool: only one read-only SELECT over the table df (write a column named %s in double quotes)", what, t.text)
	}
	return nil
}

type sqlToken struct {
	text string
	word bool // an unquoted keyword or identifier
	// name is the name a quoted identifier ("name", `name`, [name]) spells, its doubled quotes
	// undone; "" for any other token.
	name string
}

// sqlTokens splits SQLite text into words and punctuation, dropping whitespace and comments;
// string literals and quoted identifiers are kept as a placeholder token "<quoted>", with the
// name a quoted identifier spells.
func sqlTokens(q string) ([]sqlToken, error) {
	var toks []sqlToken
	for i := 0; i < len(q); {
		c := q[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			i++
		case strings.HasPrefix(q[i:], "--"):
			j := strings.IndexByte(q[i:], '\n')
			if j < 0 {
				i = len(q)
			} else {
				i += j + 1
			}
		case strings.HasPrefix(q[i:], "/*"):
			j := strings.Index(q[i+2:], "*/")
			if j < 0 {
				i = len(q) // SQLite ends an unterminated comment at the end of the text
			} else {
				i += 2 + j + 2
			}
		case c == '\'' || c == '"' || c == '`':
			j, err := quotedEnd(q, i, c, c)
			if err != nil {
				return nil, err
			}
			tok := sqlToken{text: "<quoted>"}
			if c != '\'' {
				tok.name = strings.ReplaceAll(q[i+1:j-1], string([]byte{c, c}), string(c))
			}
			toks = append(toks, tok)
			i = j
		case c == '[':
			j := strings.IndexByte(q[i:], ']')
			if j < 0 {
				return nil, errors.New("a [quoted name] is not closed")
			}
			toks = append(toks, sqlToken{text: "<quoted>", name: q[i+1 : i+j]})
			i += j + 1
		case c == '_' || c >= 0x80 || unicode.IsLetter(rune(c)):
			j := i
			for j < len(q) {
				r, n := utf8.DecodeRuneInString(q[j:])
				if r == '_' || r == '$' || unicode.IsLetter(r) || unicode.IsDigit(r) || r >= 0x80 {
					j += n
					continue
				}
				break
			}
			toks = append(toks, sqlToken{text: q[i:j], word: true})
			i = j
		case c >= '0' && c <= '9':
			j := i
			for j < len(q) && (isAlnumByte(q[j]) || q[j] == '.') {
				j++
			}
			toks = append(toks, sqlToken{text: q[i:j]})
			i = j
		default:
			toks = append(toks, sqlToken{text: string(c)})
			i++
		}
	}
	return toks, nil
}

func isAlnumByte(c byte) bool {
	return c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

// quotedEnd returns the index after the quoted run that starts at q[i] (a doubled closing quote
// is an escaped quote).
func quotedEnd(q string, i int, open, close byte) (int, error) {
	for j := i + 1; j < len(q); j++ {
		if q[j] != close {
			continue
		}
		if j+1 < len(q) && q[j+1] == close {
			j++
			continue
		}
		return j + 1, nil
	}
	if open == '\'' {
		return 0, errors.New("a string literal is not closed")
	}
	return 0, errors.New("a quoted name is not closed")
}
