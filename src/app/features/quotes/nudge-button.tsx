import { useState } from 'react'
import { firstErrorMessage } from '../../api/api-client.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { QUOTE_TEXT } from './quote-texts.ts'
import { nudgeWrite } from './quote-writes.ts'
import { useQuoteWrite, useWaitingQuoteWrites } from './use-quote-writes.ts'

/**
 * Nudge (§3): the seeds' nudge email to a vendor that left the request unanswered for 3 working
 * days. Offline it waits in the outbox, and the button gives way to "Waiting to be sent".
 */
export function NudgeButton({ thread }: { thread: { id: number; with: string } }) {
  const write = useQuoteWrite()
  const [pending, setPending] = useState(false)
  const waiting = useWaitingQuoteWrites(thread.id).some((w) => w.kind === 'quote_nudge')
  if (waiting) return <span className="waiting-badge">{QUOTE_TEXT.waiting}</span>
  return (
    <PendingButton
      size="small"
      fill="outline"
      className="quote-nudge"
      pending={pending}
      aria-label={`${QUOTE_TEXT.nudge} ${thread.with}`}
      onClick={async () => {
        setPending(true)
        try {
          const result = await write(nudgeWrite(thread))
          showToast(result === 'kept' ? OFFLINE_TEXT.savedForLater : QUOTE_TEXT.nudged)
        } catch (error) {
          showToast(firstErrorMessage(error) ?? QUOTE_TEXT.failed, 'danger')
        } finally {
          setPending(false)
        }
      }}
    >
      {QUOTE_TEXT.nudge}
    </PendingButton>
  )
}
