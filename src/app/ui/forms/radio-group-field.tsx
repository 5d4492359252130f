import './forms.css'
import { IonRadio, IonRadioGroup } from '@ionic/react'
import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { boundField, type TextControl } from './field-binding.tsx'

export type RadioOption = { value: string; label: ReactNode }

/** A radio group's own settings, besides its field: Ionic's group and the plain one take them. */
export type RadioGroupSettings = {
  legend: string
  options: readonly RadioOption[]
  /** Options side by side from tablet width up. */
  inline?: boolean
}

type BoundProps = RadioGroupSettings & TextControl

function BoundRadios({ legend, options, inline, value, error, register, onValue }: BoundProps) {
  useSignals()
  const message = error.value
  return (
    <fieldset className="form-group">
      <legend>{legend}</legend>
      <IonRadioGroup
        className={`radio-group${inline ? ' radio-group--inline' : ''}${message ? ' ion-touched ion-invalid' : ''}`}
        value={value.value || undefined}
        errorText={message || undefined}
        onIonChange={(event) => onValue(String(event.detail.value ?? ''))}
      >
        {options.map((option, index) => (
          <IonRadio
            key={option.value}
            // The first radio takes focus when the group has an error.
            ref={index === 0 ? register : undefined}
            className="radio-group__option"
            value={option.value}
            labelPlacement="end"
            justify="start"
          >
            {option.label}
          </IonRadio>
        ))}
      </IonRadioGroup>
    </fieldset>
  )
}

/** A group of Ionic radios bound to one string field; its error shows under the group. */
export const RadioGroupField = boundField('string', BoundRadios)
