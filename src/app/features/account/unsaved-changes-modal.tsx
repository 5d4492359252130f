import { AppModal } from '../../ui/app-modal.tsx'
import { ACCOUNT_TEXT } from './account-messages.ts'

type Props = {
  isOpen: boolean
  /** Another form's question and "Continue …" choice (the tactic form's "Continue creating"). */
  question?: string
  continueLabel?: string
  onSave: () => void
  onContinue: () => void
  onLeave: () => void
  /** Runs once the modal has closed, however it was closed. */
  onClosed: () => void
}

/** Asked when Cancel would drop an edited profile (access-and-account.md §4). */
export function UnsavedChangesModal({
  isOpen,
  question = 'Do you want to save the changes to your profile before leaving?',
  continueLabel = ACCOUNT_TEXT.unsavedContinue,
  onSave,
  onContinue,
  onLeave,
  onClosed,
}: Props) {
  return (
    <AppModal
      isOpen={isOpen}
      title={ACCOUNT_TEXT.unsavedTitle}
      onClose={onClosed}
      className="account-modal"
    >
      <p>{question}</p>
      <div className="dialog-actions dialog-actions--stacked">
        <button type="button" className="button button--primary" onClick={onSave}>
          {ACCOUNT_TEXT.unsavedSave}
        </button>
        <button type="button" className="button button--outline" onClick={onContinue}>
          {continueLabel}
        </button>
        <button type="button" className="button button--outline" onClick={onLeave}>
          {ACCOUNT_TEXT.unsavedLeave}
        </button>
      </div>
    </AppModal>
  )
}
