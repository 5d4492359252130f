import './plain-forms.css'
import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import { boundField, type TextControl } from '../forms/field-binding.tsx'
import type { TextInputSettings } from '../forms/text-field.tsx'
import { FieldMessage } from './field-message.tsx'

function PlainInput({
  value,
  error,
  register,
  onValue,
  label,
  hint,
  ...input
}: TextInputSettings & TextControl) {
  // Under React 19 a component reading form signals must subscribe, or errors never render.
  useSignals()
  const id = useId()
  const message = error.value
  return (
    <div className="plain-field">
      <label htmlFor={id} className="plain-field__label">
        {label}
      </label>
      <input
        {...input}
        ref={register}
        id={id}
        className="plain-field__input"
        aria-invalid={message ? true : undefined}
        aria-describedby={message || hint ? `${id}-message` : undefined}
        value={value.value ?? ''}
        onChange={(event) => onValue(event.target.value)}
      />
      <FieldMessage id={`${id}-message`} error={message} hint={hint} />
    </div>
  )
}

/**
 * A labelled input bound to a string field, drawn without Ionic for the visitor's sign-in dialogs;
 * it takes the settings of the app's Ionic `TextField` and shows its error (client or server)
 * or its hint under it.
 */
export const PlainTextField = boundField('string', PlainInput)
