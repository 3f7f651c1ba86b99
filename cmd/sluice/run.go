package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// runCmd is the newcomer's client: one file of code against one CSV, through the HTTP API.
func runCmd(args []string) error {
	fs := flag.NewFlagSet("run", flag.ContinueOnError)
	csvPath := fs.String("csv", "", "the CSV dataset to upload (required)")
	base := fs.String("url", envOr("SLUICE_URL", "http://127.0.0.1:8080"), "gateway URL (env SLUICE_URL)")
	key := fs.String("key", "", "API key (default: env SLUICE_API_KEY, else ./data/dev-api-key)")
	purpose := fs.String("purpose", "", "what the code is for")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: sluice run FILE.py --csv data.csv [--url URL] [--key KEY]")
		fs.PrintDefaults()
	}
	// Accept the file before or after the flags.
	var file string
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		file, args = args[0], args[1:]
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if file == "" && fs.NArg() > 0 {
		file = fs.Arg(0)
	}
	if file == "" || *csvPath == "" {
		fs.Usage()
		return exitErr{2, "run: FILE.py and --csv are required"}
	}
	code, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	data, err := os.ReadFile(*csvPath)
	if err != nil {
		return err
	}
	k := *key
	if k == "" {
		k = os.Getenv("SLUICE_API_KEY")
	}
	if k == "" {
		if b, err := os.ReadFile(filepath.Join("data", "dev-api-key")); err == nil {
			k = strings.TrimSpace(string(b))
		}
	}
	if k == "" {
		return errors.New("run: no API key: pass --key, set SLUICE_API_KEY, or run from the directory where `sluice serve` keeps ./data")
	}
	c := client{base: strings.TrimRight(*base, "/"), key: k, http: &http.Client{Timeout: 2 * time.Minute}}

	var sess struct {
		SessionID string `json:"session_id"`
	}
	if _, err := c.do("POST", "/v1/sessions", "application/json", []byte("{}"), &sess); err != nil {
		return err
	}
	if _, err := c.do("PUT", "/v1/sessions/"+sess.SessionID+"/dataset", "text/csv", data, nil); err != nil {
		return err
	}
	if _, err := c.do("POST", "/v1/sessions/"+sess.SessionID+"/tools/inspect_csv", "application/json", []byte("{}"), nil); err != nil {
		return fmt.Errorf("inspect_csv: %w", err)
	}
	body, _ := json.Marshal(map[string]any{"code": string(code), "purpose": *purpose})
	var obs json.RawMessage
	status, err := c.do("POST", "/v1/sessions/"+sess.SessionID+"/runs", "application/json", body, &obs)
	if obs != nil {
		var pretty bytes.Buffer
		_ = json.Indent(&pretty, obs, "", "  ")
		fmt.Println(pretty.String())
	}
	if err != nil && obs == nil {
		return err
	}
	var ok struct {
		OK bool `json:"ok"`
	}
	_ = json.Unmarshal(obs, &ok)
	if !ok.OK {
		return exitErr{1, fmt.Sprintf("run: the code did not succeed (HTTP %d)", status)}
	}
	return nil
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

type client struct {
	base, key string
	http      *http.Client
}

// do sends a request; out receives the JSON body of any answer that has one. A status of 400
// and above is an error that carries the server's message.
func (c client) do(method, path, ctype string, body []byte, out any) (int, error) {
	req, err := http.NewRequest(method, c.base+path, bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Content-Type", ctype)
	resp, err := c.http.Do(req)
	if err != nil {
		return 0, fmt.Errorf("%s %s: %w (is `sluice serve` running?)", method, path, err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 16<<20))
	if err != nil {
		return resp.StatusCode, err
	}
	if out != nil && len(b) > 0 {
		if raw, ok := out.(*json.RawMessage); ok {
			*raw = append((*raw)[:0], b...)
		} else if err := json.Unmarshal(b, out); err != nil && resp.StatusCode < 400 {
			return resp.StatusCode, fmt.Errorf("%s %s: %w", method, path, err)
		}
	}
	if resp.StatusCode >= 400 {
		var e struct {
			Error struct{ Code, Message string } `json:"error"`
		}
		_ = json.Unmarshal(b, &e)
		return resp.StatusCode, fmt.Errorf("%s %s: HTTP %d %s: %s", method, path, resp.StatusCode, e.Error.Code, e.Error.Message)
	}
	return resp.StatusCode, nil
}
