import { close } from 'ionicons/icons'
import type { InputHTMLAttributes } from 'react'
import { RoundIconButton } from '../round-icon-button.tsx'
import './email-chips-box.css'

type Props = {
  /** The input's id, for the field's label. */
  id: string
  /** What the list of chips is called to a screen reader. */
  listLabel: string
  emails: readonly string[]
  onRemove: (email: string) => void
  invalid: boolean
  disabled?: boolean
  /** The text box's own handlers, value and description; the rest is set here. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'disabled'>
}

/** Addresses as removable chips followed by the text box where more are typed. */
export function EmailChipsBox({
  id,
  listLabel,
  emails,
  onRemove,
  invalid,
  disabled,
  input,
}: Props) {
  return (
    <div className="email-chips" data-invalid={invalid}>
      <ul className="email-chips__list" aria-label={listLabel}>
        {emails.map((email) => (
          <li key={email} className="email-chip">
            <span>{email}</span>
            <RoundIconButton
              icon={close}
              className="chip-remove-button"
              label={`Remove ${email}`}
              disabled={disabled}
              onClick={() => onRemove(email)}
            />
          </li>
        ))}
      </ul>
      <input
        id={id}
        type="text"
        inputMode="email"
        autoComplete="off"
        aria-invalid={invalid}
        disabled={disabled}
        {...input}
      />
    </div>
  )
}
