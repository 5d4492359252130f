import { type FieldPath, type FieldValues, type FormStore, setError } from '@modular-forms/react'
import { fieldErrorsOf } from '../../api/api-client.ts'

/**
 * Shows a 422's per-field messages under the fields the form has; revalidation on input clears
 * each one as its field is edited. `aliases` maps a server field name to a form path where they
 * differ (e.g. `email` to `user.email`). Returns whether any field took a message.
 */
export function showServerErrors<TValues extends FieldValues>(
  form: FormStore<TValues, undefined>,
  error: unknown,
  fieldNames: readonly FieldPath<TValues>[],
  aliases: Partial<Record<string, FieldPath<TValues>>> = {},
): boolean {
  let shown = false
  for (const [name, messages] of Object.entries(fieldErrorsOf(error))) {
    const field = aliases[name] ?? fieldNames.find((f) => f === name)
    if (field && messages[0]) {
      setError(form, field, messages[0], { shouldFocus: !shown })
      shown = true
    }
  }
  return shown
}
