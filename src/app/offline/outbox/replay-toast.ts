import { ApiError, firstErrorMessage } from '../../api/api-client.ts'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import type { ToastColor } from '../../ui/toast-store.ts'
import { OUTBOX_TEXT } from './outbox-texts.ts'
import type { ReplayEvent } from './replay-outbox.ts'

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/**
 * What one pass of the outbox tells, in one toast: a newer toast replaces the one showing, so one
 * toast per item would leave only the last in sight. What went wrong comes first; 'waiting-login'
 * is not told here: the 401 that caused it ended the session, and the end of a session says what
 * waits, once (outbox-runtime.ts).
 */
export function replayToast(events: ReplayEvent[]): { message: string; color: ToastColor } | null {
  const of = (outcome: ReplayEvent['outcome']) => events.filter((e) => e.outcome === outcome)
  const failed = of('failed').map(({ item }) => {
    const reason = firstErrorMessage(new ApiError(0, item.answer)) ?? SOMETHING_WENT_WRONG
    return OUTBOX_TEXT.failed(item.submission.summary, reason)
  })
  const refused = of('refused').map(({ item }) => OUTBOX_TEXT.refused(item.submission.summary))
  const delivered = of('delivered').map(({ item }) => item.submission.summary)
  const messages = [...failed, ...refused]
  if (delivered.length > 0) messages.push(OUTBOX_TEXT.sent(delivered.join('; ')))
  const [only, ...more] = messages
  if (only === undefined) return null
  const color = failed.length > 0 ? 'danger' : refused.length > 0 ? 'warning' : 'success'
  return { message: more.length === 0 ? only : messages.map(sentence).join(' '), color }
}
