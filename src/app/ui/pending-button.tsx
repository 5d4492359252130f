import './ionic-setup.ts'
import { IonButton, IonSpinner } from '@ionic/react'
import type { ComponentProps } from 'react'

type Props = ComponentProps<typeof IonButton> & { pending: boolean }

/** A button that is disabled and shows a spinner while its action runs. */
export function PendingButton({ pending, disabled, children, ...button }: Props) {
  return (
    <IonButton {...button} disabled={disabled || pending} aria-busy={pending}>
      {pending && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
      {children}
    </IonButton>
  )
}
