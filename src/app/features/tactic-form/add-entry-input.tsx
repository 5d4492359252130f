import { IonButton } from '@ionic/react'
import type { KeyboardEvent } from 'react'
import type { Register } from '../../ui/forms/bound-field.ts'
import { InputBox } from '../../ui/forms/input-box.tsx'

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

/** A labelled input with an Add button at its end, for lists built one entry at a time. */
export function AddEntryInput({
  label,
  value,
  onChange,
  onAdd,
  buttonLabel,
  maxLength,
  register,
}: Props) {
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
      <InputBox
        controlRef={register}
        label={label}
        maxLength={maxLength}
        value={value}
        onValue={onChange}
        end={
          <IonButton fill="clear" disabled={!value.trim()} onClick={() => onAdd(value)}>
            {buttonLabel}
          </IonButton>
        }
      />
    </div>
  )
}
