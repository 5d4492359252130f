import '../../ui/forms/forms.css'
import { IonButton, IonRadio, IonRadioGroup } from '@ionic/react'
import { useState } from 'react'
import { QUOTE_OUTCOMES, type QuoteOutcome } from '#domain/quotes.ts'
import { fieldErrorsOf, firstErrorMessage } from '../../api/api-client.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { QUOTE_TEXT } from './quote-texts.ts'
import { closeWrite } from './quote-writes.ts'
import { useQuoteWrite } from './use-quote-writes.ts'

type Props = { thread: { id: number; with: string }; onClose: () => void }

/** Close a request with its outcome (§3); the buyer only, while it is open. */
export default function CloseRequestModal({ thread, onClose }: Props) {
  const write = useQuoteWrite()
  const [isOpen, setOpen] = useState(true)
  const [outcome, setOutcome] = useState<QuoteOutcome | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function close() {
    if (!outcome) {
      setError(QUOTE_TEXT.outcomeInvalid)
      return
    }
    setPending(true)
    try {
      const result = await write(closeWrite(thread, outcome))
      showToast(result === 'kept' ? OFFLINE_TEXT.savedForLater : QUOTE_TEXT.closedToast)
      setOpen(false)
    } catch (refusal) {
      const message = fieldErrorsOf(refusal).outcome?.[0]
      if (message) setError(message)
      else showToast(firstErrorMessage(refusal) ?? QUOTE_TEXT.failed, 'danger')
    } finally {
      setPending(false)
    }
  }

  return (
    <AppModal isOpen={isOpen} title={QUOTE_TEXT.closeTitle} onClose={onClose} sheetHeight="content">
      <form
        aria-label={QUOTE_TEXT.closeTitle}
        onSubmit={(event) => {
          event.preventDefault()
          void close()
        }}
      >
        <fieldset className="form-group">
          <legend>{QUOTE_TEXT.outcomeLabel}</legend>
          <p className="form-field__hint">{QUOTE_TEXT.closeHint}</p>
          <IonRadioGroup
            className={`radio-group${error ? ' ion-touched ion-invalid' : ''}`}
            value={outcome ?? undefined}
            errorText={error ?? undefined}
            onIonChange={(event) => {
              setOutcome(event.detail.value as QuoteOutcome)
              setError(null)
            }}
          >
            {QUOTE_OUTCOMES.map((value) => (
              <IonRadio
                key={value}
                className="radio-group__option"
                value={value}
                labelPlacement="end"
                justify="start"
              >
                {QUOTE_TEXT.outcomes[value]}
              </IonRadio>
            ))}
          </IonRadioGroup>
        </fieldset>
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={() => setOpen(false)}>
            {QUOTE_TEXT.cancel}
          </IonButton>
          <PendingButton type="submit" color="danger" pending={pending}>
            {QUOTE_TEXT.closeRequest}
          </PendingButton>
        </div>
      </form>
    </AppModal>
  )
}
