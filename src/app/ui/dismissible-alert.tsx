import { closeOutline } from 'ionicons/icons'
import { RoundIconButton } from './round-icon-button.tsx'

type Props = { message: string; onDismiss: () => void }

/** An inline error the user can close, announced when it appears. */
export function DismissibleAlert({ message, onDismiss }: Props) {
  return (
    <div className="alert alert--danger" role="alert">
      <p className="alert__message">{message}</p>
      <RoundIconButton
        icon={closeOutline}
        className="alert__close"
        label="Dismiss"
        onClick={onDismiss}
      />
    </div>
  )
}
