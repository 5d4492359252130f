import './switch-row.css'
import { type ReactNode, useId } from 'react'

type Props = {
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  /** The switch's screen-reader name, where the visible label alone would not say enough. */
  label?: string
  /** A line under the row saying what the setting does. */
  hint?: string
  /** The switch before its label; by default after it, at the row's end when `spread`. */
  switchFirst?: boolean
  /** Label and switch at the row's two ends (a setting in a list of settings). */
  spread?: boolean
  className?: string
}

/**
 * An on/off setting: a native checkbox with the switch role, in the look of Ionic's toggle, in a
 * row a finger can hit. As Ionic's toggle it was a web component of 25 KB that every signed-in page
 * evaluated for the search filters' two switches.
 */
export function SwitchRow({
  checked,
  disabled,
  onChange,
  children,
  label,
  hint,
  switchFirst = false,
  spread = false,
  className,
}: Props) {
  const id = useId()
  const hintId = `${id}-hint`
  const input = (
    <input
      id={id}
      type="checkbox"
      role="switch"
      className="switch-row__switch"
      checked={checked}
      aria-checked={checked}
      disabled={disabled}
      aria-label={label}
      aria-describedby={hint ? hintId : undefined}
      onChange={(event) => onChange(event.target.checked)}
    />
  )
  const look = ['switch-row', spread && 'switch-row--spread', className].filter(Boolean).join(' ')
  return (
    <div className={look}>
      <label className="switch-row__row" htmlFor={id}>
        {switchFirst && input}
        <span className="switch-row__label">{children}</span>
        {!switchFirst && input}
      </label>
      {hint && (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      )}
    </div>
  )
}
