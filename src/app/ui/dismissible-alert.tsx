import { closeOutline } from 'ionicons/icons'

type Props = { message: string; onDismiss: () => void; tone?: 'danger' | 'warning' | 'info' }

/** An inline message the user can close, announced when it appears. */
export function DismissibleAlert({ message, onDismiss, tone = 'danger' }: Props) {
  return (
    <div className={`alert alert--${tone}`} role="alert">
      <p className="alert__message">{message}</p>
      <button type="button" className="alert__close" aria-label="Dismiss" onClick={onDismiss}>
        <img src={closeOutline} alt="" width="20" height="20" />
      </button>
    </div>
  )
}
