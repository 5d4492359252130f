import { IonButton, IonIcon } from '@ionic/react'
import { arrowBack } from 'ionicons/icons'
import type { BackLinkLookProps } from '../navigation/back-link.tsx'

/** The back control in the signed-in app: Ionic's clear button, a link with the back arrow. */
export function IonicBackLink({ href, onClick, children }: BackLinkLookProps) {
  return (
    <IonButton className="back-link" fill="clear" href={href} onClick={onClick}>
      <IonIcon slot="start" icon={arrowBack} aria-hidden="true" />
      {children}
    </IonButton>
  )
}
