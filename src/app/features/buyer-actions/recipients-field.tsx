import { type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react'
import { EMAIL_LIST_SEPARATOR } from '#domain/fields.ts'
import { EmailChipsBox } from '../../ui/forms/email-chips-box.tsx'
import { addRecipients, type RecipientsLimit } from './recipients.ts'

const ENDS_WITH_SEPARATOR = new RegExp(`${EMAIL_LIST_SEPARATOR.source}$`)

type Props = {
  label: string
  recipients: string[]
  onChange: (recipients: string[]) => void
  /** The server's message for the list ("{addresses} invalid format"). */
  serverError?: string | null
  disabled?: boolean
  limit?: RecipientsLimit
}

/**
 * Recipient chips: typed addresses become chips at a comma, a semicolon, a space, Enter or on
 * leaving the field; a pasted list becomes one chip per address at once.
 */
export function RecipientsField({
  label,
  recipients,
  onChange,
  serverError,
  disabled,
  limit,
}: Props) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const shown = error ?? serverError ?? null

  const commit = (typed: string) => {
    const update = addRecipients(recipients, typed, limit)
    setDraft(update.draft)
    setError(update.error)
    if (update.recipients.length !== recipients.length) onChange(update.recipients)
  }

  const onInput = (value: string) => {
    setError(null)
    // A separator typed at the end ends an address; an edit inside the text waits for Enter.
    const typedAtEnd = value.startsWith(draft) ? value.slice(draft.length) : ''
    if (ENDS_WITH_SEPARATOR.test(typedAtEnd)) commit(value)
    else setDraft(value)
  }

  // A pasted list is split as it is: a text box would join its lines into one word.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    commit(`${draft} ${event.clipboardData.getData('text')}`)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && draft.trim()) {
      event.preventDefault()
      commit(draft)
    } else if (event.key === 'Backspace' && !draft && recipients.length > 0) {
      onChange(recipients.slice(0, -1))
    }
  }

  return (
    <div className="form-field">
      <EmailChipsBox
        id={id}
        label={label}
        listLabel={`${label}: ${recipients.length} added`}
        emails={recipients}
        onRemove={(email) => onChange(recipients.filter((e) => e !== email))}
        invalid={Boolean(shown)}
        disabled={disabled}
        input={{
          value: draft,
          placeholder: recipients.length ? '' : 'name@company.com',
          'aria-describedby': shown ? `${id}-error` : `${id}-hint`,
          onChange: (event) => onInput(event.target.value),
          onKeyDown,
          onPaste,
          onBlur: () => draft.trim() && commit(draft),
        }}
      />
      {shown ? (
        <p id={`${id}-error`} className="form-field__error" role="alert">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="form-field__hint">
          Separate addresses with a comma or a space
        </p>
      )}
    </div>
  )
}
