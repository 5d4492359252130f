import * as v from 'valibot'

/** A colleague who can take over as company admin (docs/api-access.md, DELETE /accounts). */
const AdminCandidateSchema = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
})
export type AdminCandidate = v.InferOutput<typeof AdminCandidateSchema>

const MessagesSchema = v.array(v.string())

/**
 * The error bodies the API answers (docs/api-access.md): a list of messages, or messages by field
 * with `full_messages` beside them; a refused removal of a last admin names the candidates.
 */
const ErrorBodySchema = v.object({
  errors: v.optional(
    v.union([MessagesSchema, v.record(v.string(), v.union([MessagesSchema, v.unknown()]))]),
  ),
  candidates: v.optional(v.array(AdminCandidateSchema)),
  /** A sign-in that waits for the second factor's code. */
  otp_required: v.optional(v.boolean()),
})

/** An error body read once: what the app shows of it. */
export type ErrorDetails = {
  /** Every message, in the server's order: a list's, or `full_messages`, or each field's first. */
  messages: string[]
  /** Messages by field name (the form shows them under the field); empty for a list. */
  fields: Record<string, string[]>
  candidates: AdminCandidate[]
  otpRequired: boolean
}

const NO_DETAILS: ErrorDetails = { messages: [], fields: {}, candidates: [], otpRequired: false }

/** Reads an error body of any shape; what does not match the API's error shapes reads as none. */
export function errorDetailsOf(body: unknown): ErrorDetails {
  const parsed = v.safeParse(ErrorBodySchema, body)
  if (!parsed.success) return NO_DETAILS
  const { errors, candidates = [], otp_required: otpRequired = false } = parsed.output
  if (errors === undefined) return { ...NO_DETAILS, candidates, otpRequired }
  if (Array.isArray(errors)) return { messages: errors, fields: {}, candidates, otpRequired }
  const fields: Record<string, string[]> = {}
  let fullMessages: string[] = []
  for (const [name, value] of Object.entries(errors)) {
    const messages = v.is(MessagesSchema, value) ? value : []
    if (name === 'full_messages') fullMessages = messages
    else if (messages.length) fields[name] = messages
  }
  const firstOfEach = Object.values(fields).map((messages) => messages[0] ?? '')
  return {
    messages: fullMessages.length ? fullMessages : firstOfEach,
    fields,
    candidates,
    otpRequired,
  }
}
