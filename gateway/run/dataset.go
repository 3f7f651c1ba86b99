package run

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strconv"
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
