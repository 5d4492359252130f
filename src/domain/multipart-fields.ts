/**
 * How a form travels as multipart/form-data beside its files (docs/spec/design.md: multipart where the spec
 * says so): every field under its own name, its value JSON-encoded, so lists and nested options
 * arrive with their types. The server also reads repeated `name[]` parts and plain text.
 */
export function toMultipartFields(payload: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(payload)) {
    if (value !== undefined) fields[name] = JSON.stringify(value)
  }
  return fields
}
