import './plain-forms.css'
import '../forms/check-row.css'
import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import type { CheckboxSettings } from '../forms/checkbox-field.tsx'
import { boundField, type CheckControl } from '../forms/field-binding.tsx'
import { FieldMessage } from './field-message.tsx'

function PlainCheck({ label, value, error, register, onValue }: CheckboxSettings & CheckControl) {
  useSignals()
  const id = useId()
  const message = error.value
  return (
    <div className="plain-check">
      <label className="check-row">
        <input
          ref={register}
          type="checkbox"
          checked={Boolean(value.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => onValue(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      <FieldMessage id={`${id}-message`} error={message} />
    </div>
  )
}

/** A native checkbox bound to a boolean field, as the app's Ionic `CheckboxField`. */
export const PlainCheckbox = boundField('boolean', PlainCheck)
