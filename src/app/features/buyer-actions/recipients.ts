import { BUYER_ACTION_MESSAGES } from '#domain/buyer-actions.ts'
import { isEmailAddress, splitEmailList } from '#domain/fields.ts'

export type RecipientsUpdate = {
  recipients: string[]
  /** What stays in the input: the parts that were refused, so nothing typed is lost. */
  draft: string
  error: string | null
}

/** At most `max` chips; one more is refused with `message`. */
export type RecipientsLimit = { max: number; message: string }

/**
 * Adds the typed addresses (split by `splitEmailList`, docs/spec/marketplace.md §5) to the chips: a bad one
 * answers "Email is incorrect", a repeated one "{email} is already added", one past the limit its
 * message; all stay in the input.
 */
export function addRecipients(
  recipients: readonly string[],
  typed: string,
  limit?: RecipientsLimit,
): RecipientsUpdate {
  const next = [...recipients]
  const refused: string[] = []
  let error: string | null = null
  for (const part of splitEmailList(typed)) {
    if (limit && next.length >= limit.max) {
      refused.push(part)
      error ??= limit.message
    } else if (!isEmailAddress(part)) {
      refused.push(part)
      error ??= BUYER_ACTION_MESSAGES.emailIncorrect
    } else if (next.some((e) => e.toLowerCase() === part.toLowerCase())) {
      refused.push(part)
      error ??= `${part} ${BUYER_ACTION_MESSAGES.alreadyAdded}`
    } else next.push(part)
  }
  // A trailing space keeps what is typed next apart from the refused text left to correct.
  return { recipients: next, draft: refused.length ? `${refused.join(' ')} ` : '', error }
}
