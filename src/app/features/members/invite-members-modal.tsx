import { IonButton } from '@ionic/react'
import { getValue, reset, useForm, valiForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import {
  INVITE_MESSAGE_MAX,
  INVITE_NOTICE_MS,
  InviteMembersSchema,
  MEMBER_MESSAGES,
  type MembersList,
} from '#domain/member-schemas.ts'
import type { CompanyRole } from '#domain/roles.ts'
import { ApiError, fieldErrorsOf } from '../../api/api-client.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { SelectField } from '../../ui/forms/select-field.tsx'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { TextAreaField } from '../../ui/forms/text-area-field.tsx'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { EmailChipsInput, type EmailNotice } from './email-chips-input.tsx'
import { MEMBER_TEXT, MEMBER_TOASTS } from './member-messages.ts'
import { useInviteMembers } from './member-mutations.ts'

type InviteValues = { role: string; message: string }
const FIELDS = ['role', 'message'] as const
const EMPTY: InviteValues = { role: '', message: '' }
const { role, message } = InviteMembersSchema.entries
const InviteFieldsSchema = v.object({ role, message })

type Props = { isOpen: boolean; vendorId: number; list: MembersList; onClose: () => void }

/** Invites colleagues by email with a role and an optional message (docs/spec/marketplace.md §5). */
export function InviteMembersModal({ isOpen, vendorId, list, onClose }: Props) {
  useSignals()
  const [form, { Form }] = useForm<InviteValues>({
    initialValues: EMPTY,
    validate: valiForm(InviteFieldsSchema),
    // Send stays disabled until a role is chosen, so the rules speak as soon as a field is left.
    validateOn: 'touched',
    revalidateOn: 'change',
  })
  const invite = useInviteMembers(vendorId)
  const [emails, setEmails] = useState<string[]>([])
  const [emailsError, setEmailsError] = useState<string>()
  const [notices, setNotices] = useState<EmailNotice[]>([])
  const [refused, setRefused] = useState<string[]>([])

  // Invalid and duplicated addresses show for a few seconds (docs/spec/marketplace.md §5, §9).
  useEffect(() => {
    if (notices.length === 0) return
    const timer = setTimeout(() => setNotices([]), INVITE_NOTICE_MS)
    return () => clearTimeout(timer)
  }, [notices])

  const close = () => {
    reset(form)
    invite.reset()
    setEmails([])
    setEmailsError(undefined)
    setNotices([])
    setRefused([])
    onClose()
  }

  const changeEmails = (next: string[]) => {
    setEmails(next)
    setRefused([])
    setEmailsError(next.length === 0 ? MEMBER_MESSAGES.emailsRequired : undefined)
  }

  const send = useSingleSubmit(async (values: InviteValues) => {
    if (emails.length === 0) {
      setEmailsError(MEMBER_MESSAGES.emailsRequired)
      return
    }
    const fields = v.parse(InviteFieldsSchema, values)
    try {
      await invite.mutateAsync({
        emails,
        role: fields.role as CompanyRole,
        message: fields.message,
      })
      showToast(MEMBER_TOASTS.invited)
      close()
    } catch (error) {
      // A 422 is answered in the form, never with a toast (docs/spec/marketplace.md §5).
      if (error instanceof ApiError && error.status === 422) {
        setRefused(fieldErrorsOf(error).emails ?? [])
        showServerErrors(form, error, FIELDS)
      } else showToast(MEMBER_TOASTS.inviteFailed, 'danger')
    }
  })

  const ready = emails.length > 0 && Boolean(getValue(form, 'role'))
  return (
    <AppModal
      isOpen={isOpen}
      title={MEMBER_TEXT.inviteTitle}
      onClose={close}
      className="members-modal"
    >
      <Form onSubmit={send} aria-label={MEMBER_TEXT.inviteTitle} className="invite-form">
        <EmailChipsInput
          label={MEMBER_TEXT.emailsLabel}
          hint={MEMBER_TEXT.emailsHint}
          emails={emails}
          onChange={changeEmails}
          onRefused={setNotices}
          error={emailsError}
          onBlurEmpty={() => setEmailsError(MEMBER_MESSAGES.emailsRequired)}
        />
        {notices.length > 0 && (
          <div className="alert alert--info" role="status">
            <ul className="alert__message email-notices">
              {notices.map((notice) => (
                <li key={`${notice.email}-${notice.message}`}>
                  <strong>{notice.email}</strong>: {notice.message}
                </li>
              ))}
            </ul>
          </div>
        )}
        {refused.length > 0 && (
          <div className="alert alert--danger" role="alert">
            <ul className="alert__message email-notices">
              {refused.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </div>
        )}
        <SelectField
          of={form}
          name="role"
          label={MEMBER_TEXT.roleLabel}
          placeholder={MEMBER_TEXT.chooseRole}
          choices={list.roles.map((option) => ({ value: option.id, label: option.name }))}
        />
        <TextAreaField
          of={form}
          name="message"
          label={MEMBER_TEXT.messageLabel}
          maxLength={INVITE_MESSAGE_MAX}
          rows={4}
        />
        <figure className="note-box invite-preview">
          <figcaption>{MEMBER_TEXT.emailPreview}</figcaption>
          <blockquote>{list.invitation_email_text}</blockquote>
        </figure>
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={close}>
            {MEMBER_TEXT.cancel}
          </IonButton>
          <PendingButton type="submit" pending={invite.isPending} disabled={!ready}>
            {MEMBER_TEXT.send}
          </PendingButton>
        </div>
      </Form>
    </AppModal>
  )
}
