import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { BUYER_ACTION_MESSAGES, type NudgeData } from '#domain/buyer-actions.ts'
import { ApiError } from '../../api/api-client.ts'
import { keptRequest } from '../../api/kept-request.ts'
import { useApi } from '../../api/use-api.ts'
import { sentOrKept } from '../../offline/outbox/send-or-keep.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { showToast } from '../../ui/toast-store.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import { EmailFields } from './email-fields.tsx'
import { LoadingOverlay } from './loading-overlay.tsx'
import { ModalActions } from './modal-actions.tsx'
import { nudgeQuery, type OfflineNudge } from './nudge-query.ts'
import { useActionSubmission } from './use-action-submission.ts'

type Props = {
  vendorId: number
  searchId: number | null
  /** For composing the invitation offline. */
  offline?: OfflineNudge
  onClose: () => void
}

/** Invite Vendor from the nudge banner (docs/spec/marketplace.md §5): loads the prefilled texts first. */
export function InviteVendorModal({ vendorId, searchId, offline, onClose }: Props) {
  const api = useApi()
  const nudge = useQuery(nudgeQuery(api, vendorId, offline))
  const [isOpen, setOpen] = useState(true)

  useEffect(() => {
    if (nudge.isError) {
      showToast(BUYER_ACTION_MESSAGES.failed, 'danger')
      setOpen(false)
    }
  }, [nudge.isError])

  return (
    <AppModal
      isOpen={isOpen}
      title={BUYER_ACTION_TEXT.inviteVendor}
      onClose={onClose}
      sheetHeight="content"
      className="buyer-action-modal"
    >
      {nudge.data ? (
        <InviteVendorForm
          vendorId={vendorId}
          searchId={searchId}
          nudge={nudge.data}
          onDone={() => setOpen(false)}
        />
      ) : (
        <div className="buyer-action-form">
          <LoadingOverlay label={BUYER_ACTION_TEXT.loading} />
        </div>
      )}
    </AppModal>
  )
}

type FormProps = { vendorId: number; searchId: number | null; nudge: NudgeData; onDone: () => void }

function InviteVendorForm({ vendorId, searchId, nudge, onDone }: FormProps) {
  const [to, setTo] = useState<string[]>([])
  const [subject, setSubject] = useState(nudge.email_subject)
  const [text, setText] = useState(nudge.email_text)
  const submission = useActionSubmission()
  const error = submission.error

  const invite = useSingleSubmit(async () => {
    try {
      const result = await submission.mutateAsync({
        kind: 'invite_vendor',
        ...keptRequest(
          '$post',
          '/nudges/:vendorId',
          { vendorId },
          { email_to: to, email_subject: subject, email_text: text, search_id: searchId },
        ),
        summary: `Invite ${nudge.vendor_name}`,
      })
      showToast(sentOrKept(result, BUYER_ACTION_MESSAGES.emailSent))
      onDone()
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 422)) {
        showToast(BUYER_ACTION_MESSAGES.failed, 'danger')
      }
    }
  })

  return (
    <form
      className="buyer-action-form"
      aria-label={BUYER_ACTION_TEXT.inviteVendor}
      onSubmit={(event) => {
        event.preventDefault()
        void invite()
      }}
    >
      <p className="buyer-action-form__about">
        Invite <strong>{nudge.vendor_name}</strong> to complete its profile.
      </p>
      <EmailFields
        to={{ value: to, onChange: setTo }}
        subject={{ value: subject, onChange: setSubject }}
        text={{ value: text, onChange: setText }}
        error={error}
        disabled={submission.isPending}
      />
      <ModalActions
        submitLabel={BUYER_ACTION_TEXT.invite}
        pending={submission.isPending}
        disabled={!to.length || !subject.trim()}
        onCancel={onDone}
      />
    </form>
  )
}
