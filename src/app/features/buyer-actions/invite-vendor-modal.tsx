import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import {
  BUYER_ACTION_MESSAGES,
  EMAIL_TEXT_MAX,
  type NudgeData,
  SUBJECT_MAX,
} from '../../../domain/buyer-actions.ts'
import { ApiError } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { BUYER_ACTION_TEXT } from './buyer-action-texts.ts'
import { CountedInput, CountedTextArea } from './counted-text-area.tsx'
import { LoadingOverlay } from './loading-overlay.tsx'
import { nudgeQuery } from './nudge-query.ts'
import { RecipientsField } from './recipients-field.tsx'
import { serverFieldError, useActionSubmission } from './use-action-submission.ts'

type Props = { vendorId: number; searchId: number | null; onClose: () => void }

/** Invite Vendor from the nudge banner (marketplace.md §5): loads the prefilled texts first. */
export function InviteVendorModal({ vendorId, searchId, onClose }: Props) {
  const api = useApi()
  const nudge = useQuery(nudgeQuery(api, vendorId))
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

  const invite = async () => {
    try {
      await submission.mutateAsync({
        kind: 'invite_vendor',
        method: 'POST',
        path: `/nudges/${vendorId}`,
        body: { email_to: to, email_subject: subject, email_text: text, search_id: searchId },
        summary: `Invite ${nudge.vendor_name}`,
      })
      showToast(BUYER_ACTION_MESSAGES.emailSent)
      onDone()
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 422)) {
        showToast(BUYER_ACTION_MESSAGES.failed, 'danger')
      }
    }
  }

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
      <RecipientsField
        label="To"
        recipients={to}
        onChange={setTo}
        serverError={serverFieldError(error, 'email_to')}
        disabled={submission.isPending}
      />
      <CountedInput
        label="Subject"
        value={subject}
        onChange={setSubject}
        max={SUBJECT_MAX}
        error={serverFieldError(error, 'email_subject')}
        disabled={submission.isPending}
      />
      <CountedTextArea
        label="Message"
        value={text}
        onChange={setText}
        max={EMAIL_TEXT_MAX}
        rows={8}
        error={serverFieldError(error, 'email_text')}
        disabled={submission.isPending}
      />
      <div className="dialog-actions">
        <button type="button" className="button button--outline" onClick={onDone}>
          {BUYER_ACTION_TEXT.cancel}
        </button>
        <PendingButton
          type="submit"
          pending={submission.isPending}
          disabled={!to.length || !subject.trim()}
        >
          {BUYER_ACTION_TEXT.invite}
        </PendingButton>
      </div>
      {submission.isPending && <LoadingOverlay label={BUYER_ACTION_TEXT.sending} />}
    </form>
  )
}
