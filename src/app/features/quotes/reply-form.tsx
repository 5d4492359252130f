import '../../ui/forms/forms.css'
import { IonButton } from '@ionic/react'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { QUOTE_ATTACHMENTS_MAX, QUOTE_REPLY_TEXT_MAX, QuoteReplySchema } from '#domain/quotes.ts'
import { ApiError, fieldErrorsOf, firstErrorMessage } from '../../api/api-client.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { CountedTextField } from '../../ui/forms/counted-text-field.tsx'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { attachmentProblem, checkedFile } from './attachment-checks.ts'
import { fileSize, QUOTE_TEXT } from './quote-texts.ts'
import { replyWrite } from './quote-writes.ts'
import { useQuoteWrite } from './use-quote-writes.ts'

type Errors = { text?: string; attachments?: string }

/** A picked file's identity: the same file picked twice is attached once. */
const fileKey = (file: File) => `${file.name}:${file.size}:${file.lastModified}`

/** The server's 422 by field: the text's, and the attachments' under any `attachments…` name. */
function serverErrors(error: unknown): Errors {
  const fields = fieldErrorsOf(error)
  const attachments = Object.entries(fields).find(([name]) => name.startsWith('attachments'))
  return { text: fields.text?.[0], attachments: attachments?.[1][0] }
}

/**
 * A reply in the thread (§3): text up to 4000 characters and up to 5 PNG, JPG or PDF files, checked
 * here in the server's words before sending. What was typed and picked stays until the server has
 * it or the outbox keeps it: an error never clears the form.
 */
export function ReplyForm({ thread }: { thread: { id: number; with: string } }) {
  const write = useQuoteWrite()
  const [text, setText] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)
  const id = useId()

  const pick = async (picked: File[]) => {
    const have = new Set(files.map(fileKey))
    const next = [...files, ...picked.filter((file) => !have.has(fileKey(file)))]
    setFiles(next)
    setErrors({
      ...errors,
      attachments: attachmentProblem(await Promise.all(next.map(checkedFile))) ?? undefined,
    })
  }

  const remove = async (index: number) => {
    const next = files.filter((_, i) => i !== index)
    setFiles(next)
    setErrors({
      ...errors,
      attachments: attachmentProblem(await Promise.all(next.map(checkedFile))) ?? undefined,
    })
  }

  const send = useSingleSubmit(async () => {
    const parsed = v.safeParse(QuoteReplySchema, { text })
    const found: Errors = {
      text: parsed.success ? undefined : parsed.issues[0]?.message,
      attachments: attachmentProblem(await Promise.all(files.map(checkedFile))) ?? undefined,
    }
    setErrors(found)
    if (found.text || found.attachments || !parsed.success) return
    setPending(true)
    try {
      const result = await write(replyWrite(thread, parsed.output.text, files))
      showToast(result === 'kept' ? OFFLINE_TEXT.savedForLater : QUOTE_TEXT.replySent)
      setText('')
      setFiles([])
    } catch (error) {
      const shown = serverErrors(error)
      setErrors(shown)
      if (!(error instanceof ApiError && error.status === 422 && (shown.text || shown.attachments)))
        showToast(firstErrorMessage(error) ?? QUOTE_TEXT.failed, 'danger')
    } finally {
      setPending(false)
    }
  })

  return (
    <form
      className="card reply-form"
      aria-label={QUOTE_TEXT.reply}
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <CountedTextField
        label={QUOTE_TEXT.replyLabel}
        value={text}
        max={QUOTE_REPLY_TEXT_MAX}
        rows={5}
        error={errors.text}
        disabled={pending}
        onValueChange={(value) => {
          setText(value)
          setErrors({ ...errors, text: undefined })
        }}
      />
      <div className="reply-form__files">
        <input
          id={`${id}-files`}
          className="visually-hidden"
          type="file"
          multiple
          accept="image/png,image/jpeg,application/pdf,.png,.jpg,.jpeg,.pdf"
          aria-describedby={`${id}-files-hint ${id}-files-error`}
          disabled={pending || files.length >= QUOTE_ATTACHMENTS_MAX}
          onChange={(event) => {
            const picked = [...(event.currentTarget.files ?? [])]
            // Emptied, so picking the same file again after removing it is a change too.
            event.currentTarget.value = ''
            void pick(picked)
          }}
        />
        <label htmlFor={`${id}-files`} className="btn btn--outline reply-form__attach">
          {QUOTE_TEXT.attach}
        </label>
        <p id={`${id}-files-hint`} className="form-field__hint">
          {QUOTE_TEXT.attachHint}
        </p>
        {files.length > 0 && (
          <ul className="reply-form__picked plain-list">
            {files.map((file, index) => (
              <li key={fileKey(file)}>
                <span className="reply-form__file-name">{file.name}</span>
                <span className="reply-form__file-size">{fileSize(file.size)}</span>
                <IonButton
                  fill="clear"
                  size="small"
                  aria-label={QUOTE_TEXT.removeFile(file.name)}
                  disabled={pending}
                  onClick={() => void remove(index)}
                >
                  ✕
                </IonButton>
              </li>
            ))}
          </ul>
        )}
        <p id={`${id}-files-error`} className="form-field__error" role="alert">
          {errors.attachments}
        </p>
      </div>
      <div className="reply-form__actions">
        <PendingButton type="submit" pending={pending}>
          {QUOTE_TEXT.send}
        </PendingButton>
      </div>
    </form>
  )
}
