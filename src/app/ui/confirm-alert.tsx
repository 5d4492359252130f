import './ionic-setup.ts'
import { IonAlert } from '@ionic/react'

export type ConfirmChoice = {
  text: string
  /** "cancel" is also what Escape and the backdrop choose. */
  role?: 'cancel' | 'destructive'
  onChoose?: () => void
}

type Props = {
  isOpen: boolean
  title: string
  question: string
  /** In reading order; the last is the action the question is about. */
  choices: ConfirmChoice[]
  /** Runs once the alert has closed, whatever closed it. */
  onClosed: () => void
}

/**
 * A short question with its answers in Ionic's alert (docs/decisions/0001): a small centred card
 * at every width rather than a mostly empty sheet. A choice closes the alert, then `onClosed` runs.
 */
export function ConfirmAlert({ isOpen, title, question, choices, onClosed }: Props) {
  return (
    <IonAlert
      isOpen={isOpen}
      header={title}
      message={question}
      cssClass="confirm-alert"
      buttons={choices.map(({ text, role, onChoose }) => ({ text, role, handler: onChoose }))}
      onDidDismiss={onClosed}
    />
  )
}
