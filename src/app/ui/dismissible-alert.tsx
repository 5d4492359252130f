import { closeOutline } from 'ionicons/icons'
import { RoundIconButton } from './round-icon-button.tsx'

type Props = { message: string; onDismiss: () => void; tone?: 'danger' | 'warning' | 'info' }

/** An inline message the user can close, announced when it appears. */
export function DismissibleAlert({ message, onDismiss, tone = 'danger' }: Props) {
  return (
    <div className={`alert alert--${tone}`} role="alert">
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
