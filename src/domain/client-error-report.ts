import * as v from 'valibot'

/** The size cap of a render-crash report: about 6 KB of text (docs/security.md, client errors). */
export const CLIENT_ERROR_LIMITS = { message: 1000, stack: 4000, path: 1000 } as const

/** POST /client_errors. */
export const ClientErrorSchema = v.object({
  message: v.pipe(v.string(), v.maxLength(CLIENT_ERROR_LIMITS.message)),
  stack: v.optional(v.pipe(v.string(), v.maxLength(CLIENT_ERROR_LIMITS.stack))),
  path: v.pipe(v.string(), v.maxLength(CLIENT_ERROR_LIMITS.path)),
})
