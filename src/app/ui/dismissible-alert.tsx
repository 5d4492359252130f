import { closeOutline } from 'ionicons/icons'
import { Icon } from './icon.tsx'

type Props = { message: string; onDismiss: () => void }

/**
 * An inline error the user can close, announced when it appears. Plain, not Ionic: the visitor's
 * sign-in dialogs show it too (docs/decisions/0009-plain-visitor-dialogs.md).
 */
export function DismissibleAlert({ message, onDismiss }: Props) {
  return (
    <div className="alert alert--danger" role="alert">
      <p className="alert__message">{message}</p>
      <button type="button" className="alert__close" aria-label="Dismiss" onClick={onDismiss}>
        <Icon icon={closeOutline} />
      </button>
    </div>
  )
}
