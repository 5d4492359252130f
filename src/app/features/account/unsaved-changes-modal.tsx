import { AppModal } from '../../ui/app-modal.tsx'
import { ACCOUNT_TEXT } from './account-messages.ts'

type Props = {
  isOpen: boolean
  onSave: () => void
  onContinue: () => void
  onLeave: () => void
  /** Runs once the modal has closed, however it was closed. */
  onClosed: () => void
}

/** Asked when Cancel would drop an edited profile (access-and-account.md §4). */
export function UnsavedChangesModal({ isOpen, onSave, onContinue, onLeave, onClosed }: Props) {
  return (
    <AppModal
      isOpen={isOpen}
      title={ACCOUNT_TEXT.unsavedTitle}
      onClose={onClosed}
      className="account-modal"
    >
      <p>Do you want to save the changes to your profile before leaving?</p>
      <div className="dialog-actions dialog-actions--stacked">
        <button type="button" className="button button--primary" onClick={onSave}>
          {ACCOUNT_TEXT.unsavedSave}
        </button>
        <button type="button" className="button button--outline" onClick={onContinue}>
          {ACCOUNT_TEXT.unsavedContinue}
        </button>
        <button type="button" className="button button--outline" onClick={onLeave}>
          {ACCOUNT_TEXT.unsavedLeave}
        </button>
      </div>
    </AppModal>
  )
}
