import type { Context, MiddlewareHandler } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { type FieldErrors, fieldErrors, HttpError } from './http-errors.ts'
import { controlCharacterErrors, controlCharacterFields } from './input-limits.ts'

/** Valibot issues as the API's per-field message lists, under the snake_case names the client sent. */
export function toFieldErrors(issues: v.GenericIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'base'
    errors[field] = [
      ...(errors[field] ?? []),
      isMissingKey(issue) ? `${field} is required` : issue.message,
    ]
  }
  return errors
}

/** valibot's own words for an absent key ("Invalid key: Expected …") tell a client nothing. */
const isMissingKey = (issue: v.GenericIssue) =>
  issue.kind === 'schema' &&
  issue.type === 'object' &&
  issue.received === 'undefined' &&
  issue.message.startsWith('Invalid key:')

const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json\b/i
export const NOT_JSON = 'Send the body as JSON (Content-Type: application/json)'

type Target = 'json' | 'query'

/** What the typed client sends (the schema's input) and what the handler reads (its output). */
type Validated<T extends Target, S extends v.GenericSchema> = MiddlewareHandler<
  // biome-ignore lint/suspicious/noExplicitAny: any environment, as hono's own validator
  any,
  string,
  { in: { [K in T]: v.InferInput<S> }; out: { [K in T]: v.InferOutput<S> } },
  ReturnType<typeof fieldErrors>
>

function validated<T extends Target, S extends v.GenericSchema>(
  target: T,
  pick: S | ((c: Context) => S),
): Validated<T, S> {
  return validator(target, (value, c) => {
    // hono reads a form or text body as {}: its fields would all be reported missing.
    const type = c.req.header('content-type')
    if (target === 'json' && type && !JSON_TYPE.test(type)) throw new HttpError(415, NOT_JSON)
    const schema = typeof pick === 'function' ? pick(c) : pick
    const parsed = v.safeParse(schema, value)
    return parsed.success ? parsed.output : fieldErrors(c, toFieldErrors(parsed.issues))
  }) as unknown as Validated<T, S>
}

/**
 * Validates a JSON body with a domain schema, or with the one `pick` chooses for the request (by
 * the user's role, say); 422 with the schema's messages otherwise.
 */
export const jsonBody = <S extends v.GenericSchema>(pick: S | ((c: Context) => S)) =>
  validated('json', pick)

/** The same for the query string. */
export const queryParams = <S extends v.GenericSchema>(schema: S) => validated('query', schema)

type FormValue = string | File
type FormBody = Record<string, FormValue | FormValue[]>

/** A part's value: JSON as toMultipartFields writes it, else the text as typed. */
function partValue(value: FormValue): unknown {
  if (typeof value !== 'string') return value
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/** The form's fields by name; `name[]` parts and repeated parts become lists. */
function formFields(body: FormBody, isFile: (name: string) => boolean) {
  const fields: Record<string, unknown> = {}
  const files: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    const list = key.endsWith('[]')
    const name = list ? key.slice(0, -2) : key
    if (isFile(name)) files[name] = value
    else if (list || Array.isArray(value)) {
      fields[name] = (Array.isArray(value) ? value : [value]).map(partValue)
    } else fields[name] = partValue(value)
  }
  return { fields, files }
}

/**
 * Validates a multipart form (src/domain/multipart-fields.ts) with a domain schema; the parts that
 * `isFile` names are handed on unchecked under `files`, for the upload rules to judge.
 */
export const multipartBody = <S extends v.GenericSchema>(
  schema: S,
  isFile: (name: string) => boolean,
) =>
  validator('form', (value, c) => {
    const { fields, files } = formFields(value as FormBody, isFile)
    const refused = controlCharacterFields(fields)
    if (refused.length > 0) return fieldErrors(c, controlCharacterErrors(refused))
    const parsed = v.safeParse(schema, fields)
    if (!parsed.success) return fieldErrors(c, toFieldErrors(parsed.issues))
    return { data: parsed.output as v.InferOutput<S>, files }
  }) as unknown as MiddlewareHandler<
    // biome-ignore lint/suspicious/noExplicitAny: any environment, as hono's own validator
    any,
    string,
    {
      in: { form: Record<string, string | File | (string | File)[]> }
      out: { form: { data: v.InferOutput<S>; files: Record<string, unknown> } }
    },
    ReturnType<typeof fieldErrors>
  >
