import './plain-forms.css'
import type { ButtonHTMLAttributes } from 'react'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** `outline` for a second action beside the main one (Back, Send again). */
  look?: 'primary' | 'outline'
  /** Busy: disabled, with a spinner, while its action runs. */
  pending?: boolean
}

/** A button of the visitor's frame, a finger's 44 px tall; busy while its action runs. */
export function PlainButton({
  look = 'primary',
  pending = false,
  disabled,
  className,
  children,
  type = 'button',
  ...button
}: Props) {
  return (
    <button
      {...button}
      type={type}
      className={`btn btn--${look} plain-button${className ? ` ${className}` : ''}`}
      disabled={disabled || pending}
      aria-busy={pending}
    >
      {pending && <span className="plain-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  )
}
