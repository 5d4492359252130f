import '../../ui/forms/forms.css'
import './quotes.css'
import { IonButton, IonCheckbox } from '@ionic/react'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { EMAIL_TEXT_MAX, SUBJECT_MAX } from '#domain/buyer-actions.ts'
import { quoteTexts } from '#domain/prefilled-texts.ts'
import { QUOTE_BATCH_MAX, QuoteBatchSchema, type QuoteSummary } from '#domain/quotes.ts'
import { fieldErrorsOf, firstErrorMessage } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { requestWithFollowUp } from '../../offline/outbox/request-with-follow-up.ts'
import { KEPT_OFFLINE, sendOrKeep } from '../../offline/outbox/send-or-keep.ts'
import { useSession } from '../../session/use-session.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { CountedTextField } from '../../ui/forms/counted-text-field.tsx'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { quoteKeys } from './quote-queries.ts'
import { batchTargets, firstPicked, type QuoteTargetChoice, targetLabel } from './quote-targets.ts'
import { QUOTE_TEXT } from './quote-texts.ts'
import { batchWrite } from './quote-writes.ts'

type Props = {
  list: { id: number; name: string }
  choices: QuoteTargetChoice[]
  onClose: () => void
}

type Errors = { targets?: string; email_subject?: string; email_text?: string }

/** A field's first message of a refused body, from the schema here or the server's 422. */
const firstOf = (fields: Record<string, string[] | undefined>): Errors => ({
  targets: Object.entries(fields).find(([name]) => name.startsWith('targets'))?.[1]?.[0],
  email_subject: fields.email_subject?.[0],
  email_text: fields.email_text?.[0],
})

/**
 * "Request quotes" from a shortlist (§3): the vendors of its items (a tactic item names its
 * tactic), one subject and text, one request per vendor; then what was sent, each to its thread.
 */
export default function RequestQuotesModal({ list, choices, onClose }: Props) {
  const api = useApi()
  const queryClient = useQueryClient()
  const user = useSession()?.user
  const [isOpen, setOpen] = useState(true)
  const [picked, setPicked] = useState(() => firstPicked(choices))
  const prefilled = quoteTexts(
    {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      job_title: user?.job_title ?? null,
      company_name: user?.company_name ?? null,
    },
    QUOTE_TEXT.yourCompany,
    null,
  )
  const [subject, setSubject] = useState<string>(QUOTE_TEXT.batchSubject)
  const [text, setText] = useState(prefilled.text)
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState<QuoteSummary[] | 'kept' | null>(null)

  const send = useSingleSubmit(async () => {
    const body = {
      targets: batchTargets(choices, picked),
      email_subject: subject,
      email_text: text,
      shortlist_id: list.id,
    }
    const parsed = v.safeParse(QuoteBatchSchema, body)
    if (!parsed.success) {
      setErrors(firstOf(v.flatten<typeof QuoteBatchSchema>(parsed.issues).nested ?? {}))
      return
    }
    setPending(true)
    try {
      const submission = { ...batchWrite(list, parsed.output), idempotencyKey: crypto.randomUUID() }
      const answer = await sendOrKeep(() => requestWithFollowUp(api.send, submission), submission)
      if (answer === KEPT_OFFLINE) {
        showToast(OFFLINE_TEXT.savedForLater)
        setSent('kept')
        return
      }
      await queryClient.invalidateQueries({ queryKey: quoteKeys.all })
      setSent((answer as { quotes: QuoteSummary[] }).quotes)
    } catch (error) {
      const shown = firstOf(fieldErrorsOf(error))
      setErrors(shown)
      if (!shown.targets && !shown.email_subject && !shown.email_text)
        showToast(firstErrorMessage(error) ?? QUOTE_TEXT.failed, 'danger')
    } finally {
      setPending(false)
    }
  })

  const toggle = (key: string, checked: boolean) => {
    const next = new Set(picked)
    if (checked) next.add(key)
    else next.delete(key)
    setPicked(next)
    setErrors({ ...errors, targets: undefined })
  }

  return (
    <AppModal
      isOpen={isOpen}
      title={QUOTE_TEXT.requestQuotes}
      onClose={onClose}
      className="request-quotes"
    >
      {sent ? (
        <SentRequests sent={sent} onDone={() => setOpen(false)} />
      ) : (
        <form
          aria-label={QUOTE_TEXT.requestQuotes}
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <fieldset className="form-group">
            <legend>{QUOTE_TEXT.batchVendors(QUOTE_BATCH_MAX)}</legend>
            <ul className="checklist plain-list">
              {choices.map((choice) => (
                <li key={choice.key}>
                  <IonCheckbox
                    className="form-check"
                    labelPlacement="end"
                    justify="start"
                    checked={picked.has(choice.key)}
                    disabled={pending}
                    onIonChange={(event) => toggle(choice.key, event.detail.checked)}
                  >
                    {targetLabel(choice)}
                  </IonCheckbox>
                </li>
              ))}
            </ul>
            <p className="form-field__error" role="alert">
              {errors.targets}
            </p>
          </fieldset>
          <CountedTextField
            label={QUOTE_TEXT.subject}
            value={subject}
            max={SUBJECT_MAX}
            error={errors.email_subject}
            disabled={pending}
            onValueChange={(value) => {
              setSubject(value)
              setErrors({ ...errors, email_subject: undefined })
            }}
          />
          <CountedTextField
            label={QUOTE_TEXT.message}
            value={text}
            max={EMAIL_TEXT_MAX}
            rows={8}
            error={errors.email_text}
            disabled={pending}
            onValueChange={(value) => {
              setText(value)
              setErrors({ ...errors, email_text: undefined })
            }}
          />
          <p className="form-field__hint">{QUOTE_TEXT.batchHint}</p>
          <div className="dialog-actions">
            <IonButton fill="outline" onClick={() => setOpen(false)}>
              {QUOTE_TEXT.cancel}
            </IonButton>
            <PendingButton type="submit" pending={pending}>
              {QUOTE_TEXT.batchSend(batchTargets(choices, picked).length)}
            </PendingButton>
          </div>
        </form>
      )}
    </AppModal>
  )
}

/** What was sent, each request opening its thread; or that the device keeps them for later. */
function SentRequests({ sent, onDone }: { sent: QuoteSummary[] | 'kept'; onDone: () => void }) {
  return (
    <div className="request-quotes__sent" role="status">
      {sent === 'kept' ? (
        <p>{QUOTE_TEXT.batchKept}</p>
      ) : (
        <>
          <p className="request-quotes__sent-title">{QUOTE_TEXT.batchSent(sent.length)}</p>
          <ul className="plain-list request-quotes__sent-list">
            {sent.map((quote) => (
              <li key={quote.id}>
                <Link to="/quotes/$quoteId" params={{ quoteId: quote.id }}>
                  {targetLabel({
                    vendor: quote.vendor,
                    tactics: quote.tactic ? [quote.tactic] : [],
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="dialog-actions">
        <IonButton onClick={onDone}>{QUOTE_TEXT.done}</IonButton>
      </div>
    </div>
  )
}
