import type { ButtonHTMLAttributes } from 'react'

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { pending: boolean }

/** A button that is disabled and shows a spinner while its action runs. */
export function PendingButton({ pending, disabled, children, className, ...button }: Props) {
  return (
    <button
      {...button}
      className={className ?? 'button button--primary'}
      disabled={disabled || pending}
      aria-busy={pending}
    >
      {pending && <span className="spinner spinner--small" aria-hidden="true" />}
      {children}
    </button>
  )
}
