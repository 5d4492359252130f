import { useSignals } from '@preact/signals-react/runtime'
import { boundField, type TextControl } from './field-binding.tsx'
import { InputBox } from './input-box.tsx'

/** A text input's own settings, besides its field. */
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

function BoundInput({
  value,
  error,
  register,
  onValue,
  ...settings
}: TextInputSettings & TextControl) {
  // Under React 19 a component reading form signals must subscribe, or errors never render.
  useSignals()
  return (
    <InputBox
      {...settings}
      controlRef={register}
      value={value.value ?? ''}
      error={error.value || undefined}
      onValue={onValue}
    />
  )
}

/**
 * A labelled input bound to a string field; its error (client or server), or else its hint, shows
 * underneath. The app's forms and the visitor's sign-in dialogs draw the same one.
 */
export const TextField = boundField('string', BoundInput)
