import './forms.css'
import { IonCheckbox } from '@ionic/react'
import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { boundField, type CheckControl } from './field-binding.tsx'

/** A checkbox's own settings, besides its field: Ionic's checkbox and the plain one take them. */
export type CheckboxSettings = { label: ReactNode }

function BoundCheckbox({
  label,
  value,
  error,
  register,
  onValue,
}: CheckboxSettings & CheckControl) {
  useSignals()
  const message = error.value
  return (
    <IonCheckbox
      ref={register}
      className={message ? 'form-check ion-touched ion-invalid' : 'form-check'}
      labelPlacement="end"
      justify="start"
      checked={Boolean(value.value)}
      errorText={message || undefined}
      onIonChange={(event) => onValue(event.detail.checked)}
    >
      {label}
    </IonCheckbox>
  )
}

/** An Ionic checkbox bound to a boolean field, its label beside it and its error under it. */
export const CheckboxField = boundField('boolean', BoundCheckbox)
