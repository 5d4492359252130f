import { type ClipboardEvent, type KeyboardEvent, useId, useState } from 'react'
import { isEmailAddress, splitEmailList } from '#domain/fields.ts'
import { MEMBER_MESSAGES } from '#domain/member-schemas.ts'
import { EmailChipsBox } from '../../ui/forms/email-chips-box.tsx'

export type EmailNotice = { email: string; message: string }

type Props = {
  label: string
  hint: string
  emails: string[]
  onChange: (emails: string[]) => void
  /** Addresses refused as typed: invalid or already in the list. */
  onRefused: (notices: EmailNotice[]) => void
  error?: string
  onBlurEmpty: () => void
}

/**
 * Emails as chips (docs/spec/marketplace.md §5): a comma, space or Tab ends an address, which becomes a chip
 * when valid and new; pasted lists are split the same way. Backspace in an empty box removes the
 * last chip. What was typed is never lost: a refused address stays in the box to correct.
 */
export function EmailChipsInput({
  label,
  hint,
  emails,
  onChange,
  onRefused,
  error,
  onBlurEmpty,
}: Props) {
  const id = useId()
  const [text, setText] = useState('')

  /** Adds the good addresses; answers the text to leave in the box (the refused ones). */
  const commit = (typed: string): string => {
    const added = [...emails]
    const notices: EmailNotice[] = []
    const kept: string[] = []
    for (const email of splitEmailList(typed)) {
      if (!isEmailAddress(email)) {
        notices.push({ email, message: MEMBER_MESSAGES.emailInvalid })
        kept.push(email)
      } else if (added.some((other) => other.toLowerCase() === email.toLowerCase())) {
        notices.push({ email, message: MEMBER_MESSAGES.emailDuplicated })
      } else added.push(email)
    }
    if (added.length !== emails.length) onChange(added)
    if (notices.length > 0) onRefused(notices)
    // A trailing space keeps what is typed next apart from the refused text left to correct.
    return kept.length > 0 ? `${kept.join(' ')} ` : ''
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ',' || event.key === ' ' || event.key === 'Enter') {
      event.preventDefault()
      setText(commit(text))
    } else if (event.key === 'Tab' && !event.shiftKey && text.trim() !== '') {
      // Tab ends an address; when only refused text is left, it moves on as usual.
      const rest = commit(text)
      if (rest.trim() !== text.trim()) event.preventDefault()
      setText(rest)
    } else if (event.key === 'Backspace' && text === '' && emails.length > 0) {
      onChange(emails.slice(0, -1))
    }
  }
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    setText(commit(`${text} ${event.clipboardData.getData('text')}`))
  }
  const onBlur = () => {
    if (text.trim()) setText(commit(text))
    else if (emails.length === 0) onBlurEmpty()
  }

  const describedBy = `${id}-hint${error ? ` ${id}-error` : ''}`
  return (
    <div className="form-field">
      <EmailChipsBox
        id={id}
        label={label}
        listLabel="Addresses to invite"
        emails={emails}
        onRemove={(email) => onChange(emails.filter((other) => other !== email))}
        invalid={Boolean(error)}
        input={{
          value: text,
          'aria-describedby': describedBy,
          onChange: (event) => setText(event.target.value),
          onKeyDown,
          onPaste,
          onBlur,
        }}
      />
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="form-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
