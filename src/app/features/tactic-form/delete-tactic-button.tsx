import { IonButton } from '@ionic/react'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmAlert } from '../../ui/confirm-alert.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { TACTIC_FORM_TEXT, TACTIC_FORM_TOASTS } from './tactic-form-messages.ts'
import { useDeleteTactic } from './tactic-mutations.ts'

type Props = { vendorId: number; tacticId: number }

/** Delete Tactic with its confirmation; a deleted tactic goes to /company/{vendorId} (§4). */
export function DeleteTacticButton({ vendorId, tacticId }: Props) {
  const [open, setOpen] = useState(false)
  const remove = useDeleteTactic(vendorId, tacticId)
  const navigate = useNavigate()
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast(TACTIC_FORM_TOASTS.deleted)
        void navigate({
          to: '/company/$vendorId',
          params: { vendorId: vendorId },
          replace: true,
        })
      },
      onError: () => showToast(TACTIC_FORM_TOASTS.deleteFailed, 'danger'),
    })
  return (
    <>
      <IonButton
        fill="outline"
        color="danger"
        className="tactic-form__delete"
        disabled={remove.isPending}
        onClick={() => setOpen(true)}
      >
        {TACTIC_FORM_TEXT.deleteTactic}
      </IonButton>
      <ConfirmAlert
        isOpen={open}
        title={TACTIC_FORM_TEXT.deleteTactic}
        question={TACTIC_FORM_TEXT.deleteQuestion}
        choices={[
          { text: 'Cancel', role: 'cancel' },
          { text: TACTIC_FORM_TEXT.deleteConfirm, role: 'destructive', onChoose: confirm },
        ]}
        onClosed={() => setOpen(false)}
      />
    </>
  )
}
