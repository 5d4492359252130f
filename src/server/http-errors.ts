import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

/** Thrown by handlers; the app's error handler turns it into docs/spec/design.md's error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

export type FieldErrors = Record<string, string[]>

/** Thrown where a field's rule is settled deep inside (a unique index, say); answered as a 422. */
export class FieldError extends Error {
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors).flat().join(' '))
  }
}

/** 422 with messages per field; `extra` travels beside `errors` (e.g. the candidates to choose). */
export function fieldErrors<T extends object = Record<never, never>>(
  c: Context,
  errors: FieldErrors,
  extra?: T,
) {
  const fullMessages = Object.values(errors).flat()
  return c.json({ ...extra, errors: { ...errors, full_messages: fullMessages } }, 422)
}
