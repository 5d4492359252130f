import { IonButton, IonInput } from '@ionic/react'
import type { KeyboardEvent } from 'react'
import { type Register, useNativeControlRef } from '../../ui/forms/bound-field.ts'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  /** Adds the typed entry; Enter does the same without submitting the form. */
  onAdd: (entry: string) => void
  buttonLabel: string
  maxLength: number
  /** The form library's ref, which it focuses when the field gets an error. */
  register: Register
}

/** A labelled Ionic input with an Add button at its end, for lists built one entry at a time. */
export function AddEntryInput({
  label,
  value,
  onChange,
  onAdd,
  buttonLabel,
  maxLength,
  register,
}: Props) {
  const ref = useNativeControlRef(register)
  // On the wrapper: Ionic React must not be given a camel-cased DOM event (ADR 0001). The entry is
  // the input's own text: Enter pressed just after typing can come before `value` has caught up,
  // and adding the older text would lose what was typed.
  const addOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    onAdd(event.target.value)
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter is handled for the input inside
    <div onKeyDown={addOnEnter}>
      <IonInput
        ref={ref}
        className="form-field"
        label={label}
        labelPlacement="stacked"
        fill="outline"
        maxlength={maxLength}
        value={value}
        onIonInput={(event) => onChange(event.detail.value ?? '')}
      >
        <IonButton slot="end" fill="clear" disabled={!value.trim()} onClick={() => onAdd(value)}>
          {buttonLabel}
        </IonButton>
      </IonInput>
    </div>
  )
}
