import { typedFields } from './kept-multipart.ts'
import type { Submission } from './outbox-item.ts'

/** A text or list-of-text field of a refused submission that the user can correct. */
export type EditableField = {
  name: string
  label: string
  value: string
  list: boolean
  long: boolean
}

const label = (name: string) => {
  const words = name.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * The body the user wrote: the follow-up's for create-then-send, else the request's own (a
 * multipart body's text fields: its files are kept as they are).
 */
export const editedBody = (submission: Submission) =>
  typedFields(submission.followUp?.body ?? submission.body) as Record<string, unknown>

/** The fields of the body the user typed (texts and lists of texts); ids and flags are kept as sent. */
export function editableFields(submission: Submission): EditableField[] {
  return Object.entries(editedBody(submission) ?? {}).flatMap(([name, value]): EditableField[] => {
    if (typeof value === 'string') {
      const long = value.length > 60 || /text|message|note/.test(name)
      return [{ name, label: label(name), value, list: false, long }]
    }
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) {
      return [{ name, label: label(name), value: value.join(', '), list: true, long: false }]
    }
    return []
  })
}

/** The corrected values in the body's own shapes: lists split on commas. */
export function correctedValues(
  fields: EditableField[],
  form: FormData,
): Record<string, string | string[]> {
  return Object.fromEntries(
    fields.map((field) => {
      const text = String(form.get(field.name) ?? '')
      const value = field.list
        ? text
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : text
      return [field.name, value]
    }),
  )
}
