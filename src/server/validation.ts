import type { Context, MiddlewareHandler } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { type FieldErrors, fieldErrors } from './http-errors.ts'

/** Valibot issues as the API's per-field message lists, under the snake_case names the client sent. */
export function toFieldErrors(issues: v.GenericIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'base'
    errors[field] = [...(errors[field] ?? []), issue.message]
  }
  return errors
}

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
