import { EMAIL_TEXT_MAX, SUBJECT_MAX } from '#domain/buyer-actions.ts'
import { CountedTextField } from '../../ui/forms/counted-text-field.tsx'
import type { RecipientsLimit } from './recipients.ts'
import { RecipientsField } from './recipients-field.tsx'
import { serverFieldError } from './use-action-submission.ts'

type List = { value: string[]; onChange: (value: string[]) => void; limit?: RecipientsLimit }
type Text = { value: string; onChange: (value: string) => void }

type Props = {
  /** None for a quote, whose recipients the server names. */
  to?: List
  /** Copies, for the quote. */
  cc?: List
  subject: Text
  text: Text
  /** The failed submission, for the server's message under each field. */
  error: unknown
  disabled: boolean
}

/** The composed email of Request a Quote and Invite Vendor: recipients, subject 500, text 4000. */
export function EmailFields({ to, cc, subject, text, error, disabled }: Props) {
  const recipientLists = [
    ['To', to, 'email_to'],
    ['Cc', cc, 'email_cc'],
  ] as const
  return (
    <>
      {recipientLists.map(
        ([label, list, field]) =>
          list && (
            <RecipientsField
              key={label}
              label={label}
              recipients={list.value}
              onChange={list.onChange}
              serverError={serverFieldError(error, field)}
              disabled={disabled}
              limit={list.limit}
            />
          ),
      )}
      <CountedTextField
        label="Subject"
        value={subject.value}
        onValueChange={subject.onChange}
        max={SUBJECT_MAX}
        error={serverFieldError(error, 'email_subject')}
        disabled={disabled}
      />
      <CountedTextField
        label="Message"
        value={text.value}
        onValueChange={text.onChange}
        max={EMAIL_TEXT_MAX}
        rows={8}
        error={serverFieldError(error, 'email_text')}
        disabled={disabled}
      />
    </>
  )
}
