import './events.css'
import { IonInput } from '@ionic/react'
import { useState } from 'react'
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
    <IonInput
      label={EVENT_TEXT.boothLabel}
      labelPlacement="stacked"
      fill="outline"
      value={value}
      maxlength={40}
      autocapitalize="characters"
      errorText={error ?? undefined}
      className={error ? 'form-field ion-touched ion-invalid' : 'form-field'}
      onIonInput={(input) => onChange(String(input.detail.value ?? ''))}
    />
  )
}
