import './forms.css'
import { IonCheckbox } from '@ionic/react'
import { Field, type FieldValues, setValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { type BoundField, booleanFormOf, type Register, registerOf } from './bound-field.ts'

type Props<TValues extends FieldValues> = BoundField<TValues> & {
  label: ReactNode
}

/** An Ionic checkbox bound to a boolean field, its label beside it and its error under it. */
export function CheckboxField<TValues extends FieldValues>({ of, name, label }: Props<TValues>) {
  const form = booleanFormOf(of)
  return (
    <Field of={form} name={name as string} type="boolean">
      {(field, props) => (
        <BoundCheckbox
          checked={field.value}
          error={field.error}
          register={registerOf(props.ref)}
          onChecked={(checked) => setValue(form, name as string, checked, { shouldFocus: false })}
        >
          {label}
        </BoundCheckbox>
      )}
    </Field>
  )
}

type BoundProps = {
  checked: { value: boolean | undefined }
  error: { value: string }
  register: Register
  onChecked: (checked: boolean) => void
  children: ReactNode
}

function BoundCheckbox({ checked, error, register, onChecked, children }: BoundProps) {
  useSignals()
  const message = error.value
  return (
    <IonCheckbox
      ref={register}
      className={message ? 'form-check ion-touched ion-invalid' : 'form-check'}
      labelPlacement="end"
      justify="start"
      checked={Boolean(checked.value)}
      errorText={message || undefined}
      onIonChange={(event) => onChecked(event.detail.checked)}
    >
      {children}
    </IonCheckbox>
  )
}
