import './forms.css'
import {
  type FieldPath,
  type FieldValues,
  type FormStore,
  focus,
  getErrors,
} from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useRef, useState } from 'react'

type Props<TValues extends FieldValues> = {
  of: FormStore<TValues, undefined>
  /** What a field is called in the summary, by its path. */
  labelOf: (path: FieldPath<TValues>) => string
}

/**
 * After a Save that found errors, a box at the top of the form lists them, each a link to its
 * field, and takes focus, so a long form on a phone does not fail out of sight. It lists the
 * errors still open and goes once none is left.
 */
export function ErrorSummary<TValues extends FieldValues>({ of, labelOf }: Props<TValues>) {
  useSignals()
  const box = useRef<HTMLDivElement>(null)
  const [attempt, setAttempt] = useState(0)
  const submitting = of.submitting.value
  const wasSubmitting = useRef(false)
  useEffect(() => {
    if (wasSubmitting.current && !submitting && of.invalid.peek()) setAttempt((n) => n + 1)
    wasSubmitting.current = submitting
  }, [submitting, of])
  useEffect(() => {
    if (attempt === 0) return
    box.current?.focus()
    box.current?.scrollIntoView({ block: 'start' })
  }, [attempt])

  const errors = Object.entries(getErrors(of)) as [FieldPath<TValues>, string][]
  if (attempt === 0 || errors.length === 0) return null
  return (
    <div
      ref={box}
      className="error-summary"
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
    >
      <h2 id="error-summary-title">
        {errors.length === 1
          ? 'There is 1 problem to fix'
          : `There are ${errors.length} problems to fix`}
      </h2>
      <ul>
        {errors.map(([path, message]) => (
          <li key={path}>
            <button type="button" className="link-button" onClick={() => focus(of, path)}>
              {labelOf(path)}: {message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
