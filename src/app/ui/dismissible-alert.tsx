import { IonButton, IonIcon } from '@ionic/react'
import { closeOutline } from 'ionicons/icons'

type Props = { message: string; onDismiss: () => void; tone?: 'danger' | 'warning' | 'info' }

/** An inline message the user can close, announced when it appears. */
export function DismissibleAlert({ message, onDismiss, tone = 'danger' }: Props) {
  return (
    <div className={`alert alert--${tone}`} role="alert">
      <p className="alert__message">{message}</p>
      <IonButton
        fill="clear"
        shape="round"
        className="round-icon-button alert__close"
        aria-label="Dismiss"
        onClick={onDismiss}
      >
        <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
      </IonButton>
    </div>
  )
}
