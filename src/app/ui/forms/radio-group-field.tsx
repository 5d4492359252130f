import './forms.css'
import { IonRadio, IonRadioGroup } from '@ionic/react'
import { Field, type FieldValues, setValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { type BoundField, type Register, registerOf, textFormOf } from './bound-field.ts'

export type RadioOption = { value: string; label: ReactNode }

type Props<TValues extends FieldValues> = BoundField<TValues> & {
  legend: string
  options: readonly RadioOption[]
  /** Options side by side from tablet width up. */
  inline?: boolean
}

/** A group of Ionic radios bound to one string field; its error shows under the group. */
export function RadioGroupField<TValues extends FieldValues>({
  of,
  name,
  ...rest
}: Props<TValues>) {
  const form = textFormOf(of)
  return (
    <Field of={form} name={name as string}>
      {(field, props) => (
        <BoundRadios
          {...rest}
          value={field.value}
          error={field.error}
          register={registerOf(props.ref)}
          onValue={(value) => setValue(form, name as string, value, { shouldFocus: false })}
        />
      )}
    </Field>
  )
}

type BoundProps = Omit<Props<FieldValues>, 'of' | 'name'> & {
  value: { value: string | undefined }
  error: { value: string }
  register: Register
  onValue: (value: string) => void
}

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
