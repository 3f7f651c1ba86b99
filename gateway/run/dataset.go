package run

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// validateCSV accepts UTF-8 text (a BOM allowed) with a header row of at least one named
// column and rows Go's CSV reader can parse. It refuses binary, empty and ragged input with a
// message that says what is wrong.
func validateCSV(b []byte) error {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	if len(bytes.TrimSpace(b)) == 0 {
		return Errorf(CodeBadDataset, "the dataset is empty; send a CSV with a header row")
	}
	if bytes.IndexByte(b, 0) >= 0 {
		return Errorf(CodeBadDataset, "the dataset is binary (it has NUL bytes); send a UTF-8 CSV")
	}
	if !utf8.Valid(b) {
		return Errorf(CodeBadDataset, "the dataset is not UTF-8 text; send a UTF-8 CSV")
	}
	r := csv.NewReader(bytes.NewReader(b))
	r.ReuseRecord = true
	header, err := r.Read()
	if err != nil {
		return Errorf(CodeBadDataset, "the header row is not valid CSV: %s", csvErrText(err))
	}
	named := false
	for _, h := range header {
		if h != "" {
			named = true
		}
	}
	if !named {
		return Errorf(CodeBadDataset, "the header row names no column")
	}
	r.FieldsPerRecord = len(header)
	for {
		_, err := r.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return Errorf(CodeBadDataset, "the CSV is malformed: %s", csvErrText(err))
		}
	}
}

func csvErrText(err error) string {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return "line " + strconv.Itoa(pe.Line) + ": " + pe.Err.Error()
	}
	return "unreadable"
}

// JSONErrorText says what is wrong with JSON that did not decode, without echoing it.
func JSONErrorText(err error) string {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return fmt.Sprintf("syntax error at byte %d", se.Offset)
	case errors.As(err, &te):
		return fmt.Sprintf("field %q must be %s", te.Field, te.Type)
	case strings.HasPrefix(err.Error(), "json: unknown field"):
		return strings.TrimPrefix(err.Error(), "json: ") + " (limits, paths, images and executors come from policy, not from the request)"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "unexpected end of input"
	}
	return "not a JSON object of the expected shape"
}
