import './forms.css'
import { IonInput } from '@ionic/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useNativeControlRef } from './bound-field.ts'
import { boundField, type TextControl } from './field-binding.tsx'

/** A text input's own settings, besides its field: Ionic's input and the plain one take them. */
export type TextInputSettings = {
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

type InputProps = TextInputSettings & TextControl

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

/** A labelled Ionic input bound to a string field; its error (client or server) shows underneath. */
export const TextField = boundField('string', BoundInput)
