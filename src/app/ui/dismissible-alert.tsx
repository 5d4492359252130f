import { closeOutline } from 'ionicons/icons'
import { Icon } from './icon.tsx'

type Props = { message: string; onDismiss: () => void; tone?: 'danger' | 'warning' | 'info' }

/** An inline message the user can close, announced when it appears. */
export function DismissibleAlert({ message, onDismiss, tone = 'danger' }: Props) {
  return (
    <div className={`alert alert--${tone}`} role="alert">
      <p className="alert__message">{message}</p>
      <button type="button" className="alert__close" aria-label="Dismiss" onClick={onDismiss}>
        <Icon icon={closeOutline} size={20} />
      </button>
    </div>
  )
}
