import './ionic-setup.ts'
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react'
import { close } from 'ionicons/icons'
import { type ReactNode, useRef } from 'react'

type Props = {
  isOpen: boolean
  title: string
  /** Runs once the modal has closed, whether by its close button, Escape, the backdrop or isOpen. */
  onClose: () => void
  children: ReactNode
  /** A modal that must be answered (the unregistered-visitor login) cannot be closed. */
  closable?: boolean
  className?: string
}

/** An Ionic sheet-style dialog: a title bar with a close button, then the content. */
export function AppModal({ isOpen, title, onClose, children, closable = true, className }: Props) {
  const modal = useRef<HTMLIonModalElement>(null)
  return (
    <IonModal
      ref={modal}
      isOpen={isOpen}
      onDidDismiss={onClose}
      canDismiss={closable}
      backdropDismiss={closable}
      // Ionic copies aria-label onto the dialog in its shadow root, where a labelledby id cannot reach.
      aria-label={title}
      className={className ? `app-modal ${className}` : 'app-modal'}
    >
      <IonHeader>
        <IonToolbar>
          <IonTitle>{title}</IonTitle>
          {closable && (
            <IonButtons slot="end">
              <IonButton onClick={() => void modal.current?.dismiss()} aria-label="Close">
                <IonIcon slot="icon-only" icon={close} aria-hidden="true" />
              </IonButton>
            </IonButtons>
          )}
        </IonToolbar>
      </IonHeader>
      <IonContent className="ion-padding">{children}</IonContent>
    </IonModal>
  )
}
