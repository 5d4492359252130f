import { close } from 'ionicons/icons'
import type { InputHTMLAttributes } from 'react'
import { RoundIconButton } from '../round-icon-button.tsx'
import '../surfaces.css'
import './email-chips-box.css'

type Props = {
  /** The input's id. */
  id: string
  /** The field's label, above the box. */
  label: string
  /** What the list of chips is called to a screen reader. */
  listLabel: string
  emails: readonly string[]
  onRemove: (email: string) => void
  invalid: boolean
  disabled?: boolean
  /** The text box's own handlers, value and description; the rest is set here. */
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'disabled'>
}

/**
 * Addresses as removable tags followed by the text box where more are typed, drawn like the
 * `InputBox` fields beside it (label above, border, height, font) so a modal reads as one form.
 */
export function EmailChipsBox({
  id,
  label,
  listLabel,
  emails,
  onRemove,
  invalid,
  disabled,
  input,
}: Props) {
  return (
    <div className="email-chips-field">
      <label htmlFor={id} className="input-box__label">
        {label}
      </label>
      <div className="email-chips" data-invalid={invalid}>
        <ul className="email-chips__list" aria-label={listLabel}>
          {emails.map((email) => (
            <li key={email} className="tag">
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
    </div>
  )
}
