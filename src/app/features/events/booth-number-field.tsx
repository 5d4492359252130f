import './events.css'
import { useState } from 'react'
import { InputBox } from '../../ui/forms/input-box.tsx'
import { EVENT_TEXT } from './event-texts.ts'

type Props = { value: string; error: string | null; onChange: (value: string) => void }

/** The field's value and error: typing clears the error of the last try. */
export function useBoothNumber(initial = '') {
  const [value, setValue] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const onChange = (typed: string) => {
    setValue(typed)
    setError(null)
  }
  return { value, error, setError, onChange }
}

/**
 * A booth number typed, with the last try's error under it: a vendor admin's booth request, a
 * buyer's booth lookup. Put in a `.booth-number-form` beside its button.
 */
export function BoothNumberField({ value, error, onChange }: Props) {
  return (
    <InputBox
      label={EVENT_TEXT.boothLabel}
      value={value}
      maxLength={40}
      autoCapitalize="characters"
      error={error}
      onValue={onChange}
    />
  )
}
