import { SEARCH_QUERY_MESSAGES } from '../../domain/search-query-fields.ts'
import { FieldError, type FieldErrors } from '../http-errors.ts'

/** An id parameter: its field, what errors call its ids, the kind of row knowing them, ids. */
export type IdParameter = readonly [string, string, string, readonly number[]]

/** A row of what the database knows: an id a request named, found as `kind`. */
export type KnownId = { kind: string; requested: number }

/**
 * A 422 naming every unknown id, so that a stale filter never reaches the query as a 500, with
 * the errors `found` elsewhere (the event filter's).
 */
export function assertKnownIds(
  parameters: readonly IdParameter[],
  rows: readonly KnownId[],
  found: FieldErrors = {},
) {
  const errors: FieldErrors = { ...found }
  for (const [field, what, kind, requested] of parameters) {
    const known = new Set(rows.filter((row) => row.kind === kind).map((row) => row.requested))
    const unknown = requested.filter((id) => !known.has(id))
    if (unknown.length > 0) errors[field] = [SEARCH_QUERY_MESSAGES.unknownIds(what, unknown)]
  }
  if (Object.keys(errors).length > 0) throw new FieldError(errors)
}

/** A parameter that takes one id, as a list of none or one. */
export const single = (id: number | undefined): number[] => (id === undefined ? [] : [id])
