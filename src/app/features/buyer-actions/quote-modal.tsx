import { useState } from 'react'
import {
  BUYER_ACTION_MESSAGES,
  EMAIL_TEXT_MAX,
  type QuoteData,
  SUBJECT_MAX,
} from '../../../domain/buyer-actions.ts'
import { ApiError } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import { CountedInput, CountedTextArea } from './counted-text-area.tsx'
import { LoadingOverlay } from './loading-overlay.tsx'
import { RecipientsField } from './recipients-field.tsx'
import { serverFieldError, useActionSubmission } from './use-action-submission.ts'

type Props = {
  quote: QuoteData
  /** After the quote was sent (true) or left unsent (false), when the modal has closed. */
  onClose: (sent: boolean) => void
}

/** The composed quote email, prefilled from POST /request_quote (marketplace.md §4, §5). */
export function QuoteModal({ quote, onClose }: Props) {
  const [to, setTo] = useState(quote.email_to.map((r) => r.email))
  const [cc, setCc] = useState(quote.email_cc.map((r) => r.email))
  const [subject, setSubject] = useState(quote.email_subject)
  const [text, setText] = useState(quote.email_text)
  const [isOpen, setOpen] = useState(true)
  const [sent, setSent] = useState(false)
  const submission = useActionSubmission()
  const error = submission.error
  const user = quote.user

  const send = async () => {
    try {
      await submission.mutateAsync({
        kind: 'quote_send',
        method: 'PUT',
        path: `/request_quote/${quote.request_quote_id}`,
        body: { email_to: to, email_cc: cc, email_subject: subject, email_text: text },
        summary: `Request a quote from ${quote.vendor_name}`,
      })
      showToast(BUYER_ACTION_MESSAGES.quoteSent)
      setSent(true)
      setOpen(false)
    } catch (failure) {
      if (
        !(failure instanceof ApiError && failure.status === 422 && serverFieldErrorsShown(failure))
      ) {
        showToast(BUYER_ACTION_MESSAGES.quoteSendFailed, 'danger')
      }
    }
  }

  const title = BUYER_ACTION_TEXT.requestQuote
  return (
    <AppModal
      isOpen={isOpen}
      title={title}
      onClose={() => onClose(sent)}
      className="buyer-action-modal"
    >
      <form
        className="buyer-action-form"
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault()
          void send()
        }}
      >
        <p className="buyer-action-form__about">
          {quote.tactic_name ? (
            <>
              <strong>{quote.tactic_name}</strong> by {quote.vendor_name}
            </>
          ) : (
            <strong>{quote.vendor_name}</strong>
          )}
        </p>
        <RecipientsField
          label="To"
          recipients={to}
          onChange={setTo}
          serverError={serverFieldError(error, 'email_to')}
          disabled={submission.isPending}
        />
        <RecipientsField
          label="Cc"
          recipients={cc}
          onChange={setCc}
          serverError={serverFieldError(error, 'email_cc')}
          disabled={submission.isPending}
        />
        <CountedInput
          label="Subject"
          value={subject}
          onChange={setSubject}
          max={SUBJECT_MAX}
          error={serverFieldError(error, 'email_subject')}
          disabled={submission.isPending}
        />
        <CountedTextArea
          label="Message"
          value={text}
          onChange={setText}
          max={EMAIL_TEXT_MAX}
          rows={8}
          error={serverFieldError(error, 'email_text')}
          disabled={submission.isPending}
        />
        <dl className="buyer-action-form__sender" aria-label="Your details sent with the quote">
          <dt>From</dt>
          <dd>
            {user.first_name} {user.last_name}
            {user.job_title ? `, ${user.job_title}` : ''}
            {user.company_name ? ` (${user.company_name})` : ''}
          </dd>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          {user.phone_number && (
            <>
              <dt>Phone</dt>
              <dd>{user.phone_number}</dd>
            </>
          )}
        </dl>
        <div className="dialog-actions">
          <button type="button" className="button button--outline" onClick={() => setOpen(false)}>
            {BUYER_ACTION_TEXT.cancel}
          </button>
          <PendingButton
            type="submit"
            pending={submission.isPending}
            disabled={!to.length || !subject.trim()}
          >
            {BUYER_ACTION_TEXT.send}
          </PendingButton>
        </div>
        {submission.isPending && <LoadingOverlay label={BUYER_ACTION_TEXT.sending} />}
      </form>
    </AppModal>
  )
}

/** A 422 that names fields is shown under them; one without (a closed quote) gets the toast. */
function serverFieldErrorsShown(error: ApiError): boolean {
  const errors = (error.body as { errors?: unknown } | null)?.errors
  return Boolean(errors) && !Array.isArray(errors)
}
