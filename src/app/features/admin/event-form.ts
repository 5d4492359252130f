import * as v from 'valibot'
import {
  type AdminEvent,
  AdminExhibitorInputSchema,
  boothField,
  type EventInput,
  EventInputSchema,
} from '#domain/events.ts'
import { ADMIN_EVENT_TEXT } from './event-text.ts'

/** The fields of the event form, in its order, named as the API names them. */
export const EVENT_FIELDS = ['name', 'venue', 'city', 'starts_on', 'ends_on'] as const
export type EventField = (typeof EVENT_FIELDS)[number]

/** What is typed in the event form: every field as text, a day as YYYY-MM-DD or nothing. */
export type EventFormValues = Record<EventField, string>

/** A message a field; `base` for one about the whole form. */
export type FormErrors<F extends string> = Partial<Record<F | 'base', string>>

/** The form's values for a new event (blank) or one changed (as saved). */
export function eventFormValues(event: AdminEvent | null): EventFormValues {
  return {
    name: event?.name ?? '',
    venue: event?.venue ?? '',
    city: event?.city ?? '',
    starts_on: event?.starts_on ?? '',
    ends_on: event?.ends_on ?? '',
  }
}

/** Valibot's issues as one message a field, the first; any other path is about the whole form. */
function firstIssues<F extends string>(fields: readonly F[], issues: v.GenericIssue[]) {
  const errors: FormErrors<F> = {}
  for (const issue of issues) {
    const path = v.getDotPath(issue)
    const field = fields.find((name) => name === path) ?? 'base'
    errors[field] ??= issue.message
  }
  return errors
}

/** The server's 422 messages by field (fieldErrorsOf) as the form shows them: the first of each. */
export function serverErrors<F extends string>(
  fields: readonly F[],
  messages: Record<string, string[]>,
): FormErrors<F> {
  const errors: FormErrors<F> = {}
  for (const [name, list] of Object.entries(messages)) {
    const field = fields.find((known) => known === name) ?? 'base'
    const [first] = list
    if (first !== undefined) errors[field] ??= first
  }
  return errors
}

/**
 * The event form checked by the schema the server applies (docs/api-admin.md, "Events"): the body
 * to send, or a message for each field it refuses.
 */
export function checkEventForm(
  values: EventFormValues,
): { input: EventInput } | { errors: FormErrors<EventField> } {
  const parsed = v.safeParse(EventInputSchema, values)
  if (parsed.success) return { input: parsed.output }
  return { errors: firstIssues(EVENT_FIELDS, parsed.issues) }
}

export const EXHIBITOR_FIELDS = ['vendor_id', 'booth'] as const
export type ExhibitorField = (typeof EXHIBITOR_FIELDS)[number]

/** A new exhibitor's vendor (none chosen yet) and booth, or an exhibitor's new booth. */
export function checkExhibitorForm(
  vendorId: number | null,
  booth: string,
):
  | { input: v.InferOutput<typeof AdminExhibitorInputSchema> }
  | { errors: FormErrors<ExhibitorField> } {
  const checked = v.safeParse(boothField(), booth)
  if (vendorId !== null && checked.success) {
    const parsed = v.safeParse(AdminExhibitorInputSchema, { vendor_id: vendorId, booth })
    if (parsed.success) return { input: parsed.output }
    return { errors: firstIssues(EXHIBITOR_FIELDS, parsed.issues) }
  }
  const errors: FormErrors<ExhibitorField> = {}
  if (vendorId === null) errors.vendor_id = ADMIN_EVENT_TEXT.vendorRequired
  if (!checked.success) errors.booth = checked.issues[0].message
  return { errors }
}
