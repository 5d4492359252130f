import { useState } from 'react'
import { BUYER_ACTION_MESSAGES, EMAIL_TEXT_MAX } from '#domain/buyer-actions.ts'
import { ApiError } from '../../api/api-client.ts'
import { keptRequest } from '../../api/kept-request.ts'
import { sentOrKept } from '../../offline/outbox/send-or-keep.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { CountedTextField } from '../../ui/forms/counted-text-field.tsx'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { showToast } from '../../ui/toast-store.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import { ModalActions } from './modal-actions.tsx'
import { RecipientsField } from './recipients-field.tsx'
import { serverFieldError, useActionSubmission } from './use-action-submission.ts'

export type SharedPage = {
  vendor: { id: number; name: string }
  tactic?: { id: number; name: string } | null
  searchId: number | null
}

type Props = SharedPage & { isOpen: boolean; onClose: () => void }

/** Share by email (docs/spec/marketplace.md §5): recipient chips, an optional message up to 4000. */
export function ShareModal({ isOpen, onClose, vendor, tactic, searchId }: Props) {
  const [emails, setEmails] = useState<string[]>([])
  const [message, setMessage] = useState('')
  const submission = useActionSubmission()
  const error = submission.error

  const close = () => {
    setEmails([])
    setMessage('')
    submission.reset()
    onClose()
  }

  const share = useSingleSubmit(async () => {
    const body = { emails, message, search_id: searchId }
    const request = tactic
      ? keptRequest(
          '$post',
          '/vendors/:id/tactics/:tacticId/share_via_email',
          { id: vendor.id, tacticId: tactic.id },
          body,
        )
      : keptRequest('$post', '/vendors/:id/share_via_email', { id: vendor.id }, body)
    try {
      const result = await submission.mutateAsync({
        kind: tactic ? 'share_tactic' : 'share_vendor',
        ...request,
        summary: `Share ${tactic ? tactic.name : vendor.name} with ${emails.length} ${emails.length === 1 ? 'recipient' : 'recipients'}`,
      })
      showToast(sentOrKept(result, BUYER_ACTION_MESSAGES.emailSent))
      close()
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 422)) {
        showToast(BUYER_ACTION_MESSAGES.failed, 'danger')
      }
    }
  })

  const title = BUYER_ACTION_TEXT.shareViaEmail
  return (
    <AppModal
      isOpen={isOpen}
      title={title}
      onClose={close}
      sheetHeight="content"
      className="buyer-action-modal"
    >
      <form
        className="buyer-action-form"
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault()
          void share()
        }}
      >
        <p className="buyer-action-form__about">
          Share <strong>{tactic ? `${tactic.name} by ${vendor.name}` : vendor.name}</strong> with
          colleagues.
        </p>
        <RecipientsField
          label="To"
          recipients={emails}
          onChange={setEmails}
          serverError={serverFieldError(error, 'emails')}
          disabled={submission.isPending}
        />
        <CountedTextField
          label="Message (optional)"
          value={message}
          onValueChange={setMessage}
          max={EMAIL_TEXT_MAX}
          rows={6}
          error={serverFieldError(error, 'message')}
          disabled={submission.isPending}
        />
        <ModalActions
          submitLabel={BUYER_ACTION_TEXT.share}
          pending={submission.isPending}
          disabled={!emails.length}
          onCancel={close}
        />
      </form>
    </AppModal>
  )
}
