import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { AppModal } from '../../ui/app-modal.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
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
        setOpen(false)
        void navigate({
          to: '/company/$vendorId',
          params: { vendorId: String(vendorId) },
          replace: true,
        })
      },
      onError: () => {
        showToast(TACTIC_FORM_TOASTS.deleteFailed, 'danger')
        setOpen(false)
      },
    })
  return (
    <>
      <button
        type="button"
        className="button button--outline tactic-form__delete"
        onClick={() => setOpen(true)}
      >
        {TACTIC_FORM_TEXT.deleteTactic}
      </button>
      <AppModal
        isOpen={open}
        title={TACTIC_FORM_TEXT.deleteTactic}
        onClose={() => setOpen(false)}
        className="tactic-delete-modal"
      >
        <p>{TACTIC_FORM_TEXT.deleteQuestion}</p>
        <div className="dialog-actions">
          <button type="button" className="button button--outline" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <PendingButton
            type="button"
            pending={remove.isPending}
            className="button button--primary tactic-delete-modal__submit"
            onClick={confirm}
          >
            Submit
          </PendingButton>
        </div>
      </AppModal>
    </>
  )
}
