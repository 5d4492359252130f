import './plain-forms.css'
import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import { boundField, type TextControl } from '../forms/field-binding.tsx'
import type { RadioGroupSettings } from '../forms/radio-group-field.tsx'
import { FieldMessage } from './field-message.tsx'

function PlainRadios({
  legend,
  options,
  inline,
  value,
  error,
  register,
  onValue,
}: RadioGroupSettings & TextControl) {
  useSignals()
  const id = useId()
  const message = error.value
  return (
    <fieldset
      className="form-group"
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? `${id}-message` : undefined}
    >
      <legend>{legend}</legend>
      <div className={`plain-choices${inline ? ' plain-choices--inline' : ''}`}>
        {options.map((option, index) => (
          <label key={option.value} className="plain-choice">
            <input
              // The first radio takes focus when the group has an error.
              ref={index === 0 ? register : undefined}
              type="radio"
              name={id}
              value={option.value}
              checked={value.value === option.value}
              onChange={() => onValue(option.value)}
            />
            <span className="plain-choice__label">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={`${id}-message`} error={message} />
    </fieldset>
  )
}

/** A group of native radios bound to one string field, as the app's Ionic `RadioGroupField`. */
export const PlainRadioGroup = boundField('string', PlainRadios)
