import { IonButton } from '@ionic/react'
import { PendingButton } from '../../ui/pending-button.tsx'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import { LoadingOverlay } from './loading-overlay.tsx'

type Props = { submitLabel: string; pending: boolean; disabled?: boolean; onCancel: () => void }

/** Cancel and submit under a buyer action's form, and the overlay while it is sent. */
export function ModalActions({ submitLabel, pending, disabled, onCancel }: Props) {
  return (
    <>
      <div className="dialog-actions">
        <IonButton fill="outline" onClick={onCancel}>
          {BUYER_ACTION_TEXT.cancel}
        </IonButton>
        <PendingButton type="submit" pending={pending} disabled={disabled}>
          {submitLabel}
        </PendingButton>
      </div>
      {pending && <LoadingOverlay label={BUYER_ACTION_TEXT.sending} />}
    </>
  )
}
