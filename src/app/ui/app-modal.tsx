import './ionic-setup.ts'
import {
  IonButton,
  IonButtons,
  IonContent,
  IonFooter,
  IonHeader,
  IonIcon,
  IonModal,
  IonToolbar,
} from '@ionic/react'
import { close } from 'ionicons/icons'
import { type ReactNode, useRef } from 'react'
import { useMediaQuery } from './use-media-query.ts'

type Props = {
  isOpen: boolean
  title: string
  /** Runs once the modal has closed, whether by its close button, Escape, the backdrop or isOpen. */
  onClose: () => void
  children: ReactNode
  /** Actions kept in view under the scrolling content (Apply, Send). */
  footer?: ReactNode
  /** A modal that must be answered (the unregistered-visitor login) cannot be closed. */
  closable?: boolean
  /** `content`: on a phone the sheet is as tall as what it holds (a question, a few fields). */
  sheetHeight?: 'content'
  className?: string
}

/** Every dialog of the app: a title bar with a close button, then the content. */
export function AppModal({
  isOpen,
  title,
  onClose,
  children,
  footer,
  closable = true,
  sheetHeight,
  className,
}: Props) {
  const modal = useRef<HTMLIonModalElement>(null)
  const phone = useMediaQuery('(max-width: 767.98px)')
  const classes = phone ? ['app-modal'] : ['app-modal', 'app-modal--dialog']
  if (phone && sheetHeight === 'content') classes.push('app-modal--fit')
  if (className) classes.push(className)
  return (
    <IonModal
      ref={modal}
      isOpen={isOpen}
      onDidDismiss={onClose}
      canDismiss={closable}
      backdropDismiss={closable}
      breakpoints={phone ? [0, 1] : undefined}
      initialBreakpoint={phone ? 1 : undefined}
      handle={phone && closable}
      // Ionic copies aria-label onto the dialog in its shadow root, where a labelledby id cannot reach.
      aria-label={title}
      className={classes.join(' ')}
    >
      <IonHeader>
        <IonToolbar>
          {/* A heading of its own rather than IonTitle, which cuts a long title on a phone. */}
          <h2 className="app-modal__title">{title}</h2>
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
      {footer && (
        <IonFooter>
          <IonToolbar className="app-modal__footer">{footer}</IonToolbar>
        </IonFooter>
      )}
    </IonModal>
  )
}
