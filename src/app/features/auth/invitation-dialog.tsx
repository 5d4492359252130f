import './auth-dialogs.css'
import { getError, type PartialValues, useForm, valiForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useRouter, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { afterLoginRedirectFor } from '#domain/after-login-redirect.ts'
import { AcceptInvitationSchema } from '#domain/auth-schemas.ts'
import { DEFAULT_PHONE_PREFIX, TEXT_INPUT_MAX } from '#domain/fields.ts'
import { ApiError } from '../../api/api-client.ts'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { closeDialog, type DialogProps } from '../../ui/dialog-store.ts'
import { DismissibleAlert } from '../../ui/dismissible-alert.tsx'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PlainDialog } from '../../ui/plain/plain-dialog.tsx'
import { showToast } from '../../ui/toast-store.ts'
import {
  JobTitleField,
  NameFields,
  NewPasswordFields,
  SubmitButton,
  WorkEmailField,
} from './auth-fields.tsx'
import { AUTH_TEXT } from './auth-texts.ts'
import { useDialogClose } from './dialog-route.ts'
import { failureMessage } from './failure-message.ts'
import type { InvitationLink } from './invitation-search.ts'
import { requestNewSession } from './new-session-request.ts'

/** What the form shows; the link's token travels beside it. */
type InvitationValues = {
  email: string
  company_name: string
  first_name: string
  last_name: string
  job_title: string
  phone_number: string
  password: string
  password_confirmation: string
}

const FIELDS = [
  'email',
  'first_name',
  'last_name',
  'job_title',
  'phone_number',
  'password',
  'password_confirmation',
] as const

/** The form prefilled from the link; a `+` in the email arrives as a space (docs/spec/access-and-account.md §3). */
function initialValues(link: InvitationLink): InvitationValues {
  return {
    email: (link.email ?? '').replaceAll(' ', '+'),
    company_name: link.company_name ?? '',
    first_name: link.first_name ?? '',
    last_name: link.last_name ?? '',
    job_title: link.job_title ?? '',
    phone_number: DEFAULT_PHONE_PREFIX,
    password: '',
    password_confirmation: '',
  }
}

/** The shared schema checks the form with the token; a link without one fails at submit instead. */
function validateWithToken(confirmation_token: string) {
  const validate = valiForm<InvitationValues & { confirmation_token: string }>(
    AcceptInvitationSchema,
  )
  return async (values: PartialValues<InvitationValues>) => {
    const { confirmation_token: _token, ...errors } = await validate({
      ...values,
      confirmation_token,
    })
    return errors
  }
}

/** Registration from an invitation link: its details plus phone and password, in one form. */
export default function InvitationDialog({ isOpen, onDismissed }: DialogProps) {
  const onClose = useDialogClose('invitation', onDismissed)
  return (
    <PlainDialog isOpen={isOpen} title={AUTH_TEXT.invitationTitle} onClose={onClose}>
      <InvitationForm />
    </PlainDialog>
  )
}

function InvitationForm() {
  useSignals()
  const router = useRouter()
  const link: InvitationLink = useSearch({ strict: false })
  const confirmation_token = link.confirmation_token ?? ''
  const [failure, setFailure] = useState<string | null>(null)
  const [form, { Form }] = useForm<InvitationValues>({
    initialValues: initialValues(link),
    validate: validateWithToken(confirmation_token),
  })

  const submit = async (values: InvitationValues) => {
    setFailure(null)
    try {
      const body = v.parse(AcceptInvitationSchema, { ...values, confirmation_token })
      const { data, headers } = await requestNewSession((api) =>
        api.accept_invitation.$patch({ json: body }),
      )
      if (!headers) throw new Error('The invitation answer carried no session headers')
      await router.options.context.session.save({ user: data.data, headers })
      closeDialog('invitation')
      await router.navigate({ to: afterLoginRedirectFor(data.data.role) })
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        showToast(SOMETHING_WENT_WRONG, 'danger')
      } else if (!showServerErrors(form, error, FIELDS)) {
        setFailure(failureMessage(error, SOMETHING_WENT_WRONG))
      }
    }
  }

  const emailRefused = Boolean(getError(form, 'email'))
  return (
    <Form onSubmit={submit} className="auth-form">
      <p>{AUTH_TEXT.invitationLead}</p>
      {failure && <DismissibleAlert message={failure} onDismiss={() => setFailure(null)} />}
      <WorkEmailField of={form} autoComplete="username" readOnly />
      <TextField of={form} name="company_name" label={AUTH_TEXT.company} readOnly />
      <NameFields of={form} />
      <JobTitleField of={form} />
      <TextField
        of={form}
        name="phone_number"
        label={AUTH_TEXT.phone}
        type="tel"
        autoComplete="tel"
        maxLength={TEXT_INPUT_MAX}
      />
      <NewPasswordFields of={form} />
      <SubmitButton of={form} disabled={emailRefused}>
        {AUTH_TEXT.continue}
      </SubmitButton>
    </Form>
  )
}
