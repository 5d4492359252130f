import './forms.css'
import { IonInput } from '@ionic/react'
import { Field, type FieldValues, setValue } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import {
  type BoundField,
  type Register,
  registerOf,
  textFormOf,
  useNativeControlRef,
} from './bound-field.ts'

type Props<TValues extends FieldValues> = BoundField<TValues> & {
  label: string
  /** Shown under the input until an error replaces it, e.g. the password rule. */
  hint?: string
  type?: 'text' | 'email' | 'password' | 'tel' | 'url'
  autoComplete?: string
  maxLength?: number
  placeholder?: string
  readOnly?: boolean
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric'
  required?: boolean
}

/** A labelled Ionic input bound to a string field; its error (client or server) shows underneath. */
export function TextField<TValues extends FieldValues>({ of, name, ...input }: Props<TValues>) {
  const form = textFormOf(of)
  return (
    <Field of={form} name={name as string}>
      {(field, props) => (
        <BoundInput
          {...input}
          value={field.value}
          error={field.error}
          register={registerOf(props.ref)}
          onValue={(value) => setValue(form, name as string, value, { shouldFocus: false })}
        />
      )}
    </Field>
  )
}

type InputProps = Omit<Props<FieldValues>, 'of' | 'name'> & {
  value: { value: string | undefined }
  error: { value: string }
  register: Register
  onValue: (value: string) => void
}

function BoundInput({
  value,
  error,
  register,
  onValue,
  label,
  hint,
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  readOnly,
  inputMode,
  required,
}: InputProps) {
  // Under React 19 a component reading form signals must subscribe, or errors never render.
  useSignals()
  const ref = useNativeControlRef(register)
  const message = error.value
  return (
    <IonInput
      ref={ref}
      className={message ? 'form-field ion-touched ion-invalid' : 'form-field'}
      label={label}
      labelPlacement="stacked"
      fill="outline"
      type={type}
      autocomplete={autoComplete as HTMLIonInputElement['autocomplete']}
      maxlength={maxLength}
      placeholder={placeholder}
      readonly={readOnly}
      inputmode={inputMode}
      required={required}
      value={value.value ?? ''}
      helperText={hint}
      errorText={message || undefined}
      onIonInput={(event) => onValue(event.detail.value ?? '')}
    />
  )
}
