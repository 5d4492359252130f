import { IonButton } from '@ionic/react'
import type { InputHTMLAttributes, Ref } from 'react'

type Props = {
  id: string
  value: string
  onChange: (value: string) => void
  /** Adds the typed entry; Enter does the same without submitting the form. */
  onAdd: () => void
  buttonLabel: string
  inputRef?: Ref<HTMLInputElement>
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'maxLength' | 'placeholder' | 'aria-invalid' | 'aria-describedby'
>

/** A text input with an Add button beside it, for lists built one entry at a time. */
export function AddEntryInput({
  id,
  value,
  onChange,
  onAdd,
  buttonLabel,
  inputRef,
  ...input
}: Props) {
  return (
    <div className="inline-input">
      <input
        {...input}
        ref={inputRef}
        id={id}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          onAdd()
        }}
      />
      <IonButton fill="outline" disabled={!value.trim()} onClick={onAdd}>
        {buttonLabel}
      </IonButton>
    </div>
  )
}
