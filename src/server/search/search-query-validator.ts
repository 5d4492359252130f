import { validator } from 'hono/validator'
import * as v from 'valibot'
import { type FieldErrors, fieldErrors } from '../http-errors.ts'

/** A parameter's name without a list's brackets: filter_option_ids[] → filter_option_ids. */
function parameterOf(issue: v.GenericIssue): string {
  const key = issue.path?.[0]?.key
  return typeof key === 'string' ? key.replace(/\[\]$/, '') : 'base'
}

/** One message per parameter, the first found: a list of bad ids reads as one problem. */
function searchFieldErrors(issues: readonly v.GenericIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) errors[parameterOf(issue)] ??= [issue.message]
  return errors
}

/** Validates a search's query string with its domain schema; 422 with the schema's messages. */
export const searchQuery = <S extends v.GenericSchema>(schema: S) =>
  validator('query', (value, c) => {
    const parsed = v.safeParse(schema, value)
    return parsed.success ? parsed.output : fieldErrors(c, searchFieldErrors(parsed.issues))
  })
