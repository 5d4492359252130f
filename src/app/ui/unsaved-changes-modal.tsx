import { ConfirmAlert } from './confirm-alert.tsx'

/** The texts of every unsaved-changes confirmation (docs/spec/access-and-account.md §4, docs/spec/marketplace.md §2). */
export const UNSAVED_CHANGES_TEXT = {
  title: 'Changes have not been saved',
  save: 'Save',
  continueEditing: 'Continue editing',
  continueCreating: 'Continue creating',
  leave: 'Leave without saving',
} as const

type Props = {
  isOpen: boolean
  /** The question, e.g. "Do you want to save the changes to your profile before leaving?" */
  question: string
  /** "Continue editing" unless the form creates something. */
  continueLabel?: string
  onSave: () => void
  onContinue: () => void
  onLeave: () => void
  /** Runs once the alert has closed, however it was closed. */
  onClosed: () => void
}

/** Asked when leaving would drop a changed form: Save, keep editing, or leave without saving. */
export function UnsavedChangesModal({
  isOpen,
  question,
  continueLabel = UNSAVED_CHANGES_TEXT.continueEditing,
  onSave,
  onContinue,
  onLeave,
  onClosed,
}: Props) {
  return (
    <ConfirmAlert
      isOpen={isOpen}
      title={UNSAVED_CHANGES_TEXT.title}
      question={question}
      choices={[
        // The recommended choice first (docs/spec/access-and-account.md §4).
        { text: UNSAVED_CHANGES_TEXT.save, onChoose: onSave },
        { text: continueLabel, role: 'cancel', onChoose: onContinue },
        { text: UNSAVED_CHANGES_TEXT.leave, role: 'destructive', onChoose: onLeave },
      ]}
      onClosed={onClosed}
    />
  )
}
