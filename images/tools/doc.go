// Package tools owns the catalogue of the fixed tools an agent may call — inspect_csv,
// aggregate, plot, sql and run_python — beside the Python templates that run them
// (images/tools/<name>.py): each tool's description, its arguments as one Go struct, the JSON
// Schema generated from that struct (OpenAI function-calling "parameters", handed to agents as
// is), and Validate, which checks arguments against that same schema with
// github.com/google/jsonschema-go and then by hand only for what a schema cannot say: checks
// across fields, the dataset's columns and the SQL read-only check. What Validate returns is the
// canonical form a template receives, defaults filled in.
//
// The templates check their arguments again, because they must be safe whatever they are
// handed; TestTemplatesAgree holds their limits (MAX_*, DEFAULT_*) and their enumerations equal
// to the schemas'. WARNING: a limit changed here must be changed in the template too.
//
// The package imports nothing of sluice, only the standard library and jsonschema-go. It must
// not run anything (the executors run the templates), reach the network, or read files: it is
// data and pure checks, safe for concurrent use.
package tools
