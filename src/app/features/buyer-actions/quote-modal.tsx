import { useState } from 'react'
import { BUYER_ACTION_MESSAGES, QUOTE_CC_MAX } from '#domain/buyer-actions.ts'
import { ApiError } from '../../api/api-client.ts'
import { keptRequest } from '../../api/kept-request.ts'
import { sentOrKept } from '../../offline/outbox/send-or-keep.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { showToast } from '../../ui/toast-store.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import type { OpenQuote } from './composed-quote.ts'
import { EmailFields } from './email-fields.tsx'
import { ModalActions } from './modal-actions.tsx'
import { useActionSubmission } from './use-action-submission.ts'

type Props = {
  /** Its create's Idempotency-Key is sent again with the first send (docs/api-buyer-actions.md). */
  quote: OpenQuote
  /** After the quote was sent (true) or left unsent (false), when the modal has closed. */
  onClose: (sent: boolean) => void
}

/**
 * The composed quote email, prefilled from POST /request_quote (docs/spec/marketplace.md §4, §5), or composed
 * offline. It goes to the vendor's contacts, whom the server names (the form shows them, nobody
 * types them), with at most 5 copies.
 */
export function QuoteModal({ quote: { data: quote, key, create }, onClose }: Props) {
  const [cc, setCc] = useState(quote.email_cc.flatMap((r) => (r.email ? [r.email] : [])))
  const [subject, setSubject] = useState(quote.email_subject)
  const [text, setText] = useState(quote.email_text)
  const [isOpen, setOpen] = useState(true)
  const [sent, setSent] = useState(false)
  const submission = useActionSubmission(key)
  const error = submission.error
  const user = quote.user

  const send = useSingleSubmit(async () => {
    try {
      const email = { email_cc: cc, email_subject: subject, email_text: text }
      const summary = `Request a quote from ${quote.vendor_name}`
      const result = await submission.mutateAsync(
        create
          ? {
              kind: 'quote_send',
              ...keptRequest('$post', '/request_quote', {}, create),
              followUp: keptRequest(
                '$put',
                '/request_quote/:id',
                { id: '{request_quote_id}' },
                email,
              ),
              summary,
            }
          : {
              kind: 'quote_send',
              ...keptRequest('$put', '/request_quote/:id', { id: quote.request_quote_id }, email),
              summary,
            },
      )
      showToast(sentOrKept(result, BUYER_ACTION_MESSAGES.quoteSent))
      setSent(true)
      setOpen(false)
    } catch (failure) {
      if (
        !(failure instanceof ApiError && failure.status === 422 && serverFieldErrorsShown(failure))
      ) {
        showToast(BUYER_ACTION_MESSAGES.quoteSendFailed, 'danger')
      }
    }
  })

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
        <p className="buyer-action-form__to">
          To: {BUYER_ACTION_TEXT.quoteRecipients(quote.vendor_name, quote.email_to)}
        </p>
        <EmailFields
          cc={{
            value: cc,
            onChange: setCc,
            limit: { max: QUOTE_CC_MAX, message: BUYER_ACTION_MESSAGES.tooManyCopies },
          }}
          subject={{ value: subject, onChange: setSubject }}
          text={{ value: text, onChange: setText }}
          error={error}
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
        <ModalActions
          submitLabel={BUYER_ACTION_TEXT.send}
          pending={submission.isPending}
          disabled={!subject.trim()}
          onCancel={() => setOpen(false)}
        />
      </form>
    </AppModal>
  )
}

/** A 422 that names fields is shown under them; one without (a closed quote) gets the toast. */
function serverFieldErrorsShown(error: ApiError): boolean {
  return Object.keys(error.details.fields).length > 0
}
