// Package conventions reads a team's conventions file (approved values,
// aliases, case, spaces and patterns per campaign field, and templates) and
// checks campaign values and links against it. Every check yields Findings:
// values with a stable rule id, the field, the value, a byte position and a
// suggested fix when one is certain, so the CLI, the audit report and the
// build form render the same facts. The package is pure: Parse reads bytes.
package conventions
