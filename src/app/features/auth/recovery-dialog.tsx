import './auth-dialogs.css'
import { useForm, valiForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useState } from 'react'
import * as v from 'valibot'
import { RecoverySchema } from '#domain/auth-schemas.ts'
import { answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useKeyedRequest } from '../../api/use-keyed-request.ts'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { type DialogProps, openDialog } from '../../ui/dialog-store.ts'
import { DismissibleAlert } from '../../ui/dismissible-alert.tsx'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { useSingleSubmit } from '../../ui/forms/use-single-submit.ts'
import { PlainButton } from '../../ui/plain/plain-button.tsx'
import { PlainDialog } from '../../ui/plain/plain-dialog.tsx'
import { SubmitButton, WorkEmailField } from './auth-fields.tsx'
import { AUTH_TEXT } from './auth-texts.ts'
import { useDialogClose } from './dialog-route.ts'
import { failureMessage } from './failure-message.ts'

type RecoveryValues = v.InferInput<typeof RecoverySchema>

/** Forgot password: the work email, then a note to check it (docs/spec/access-and-account.md §4). */
export default function RecoveryDialog({ isOpen, onDismissed }: DialogProps) {
  const onClose = useDialogClose('recovery', onDismissed)
  return (
    <PlainDialog isOpen={isOpen} title={AUTH_TEXT.recoveryTitle} onClose={onClose}>
      <RecoveryFlow />
    </PlainDialog>
  )
}

function RecoveryFlow() {
  useSignals()
  const api = useApi()
  const keyedRequest = useKeyedRequest()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [form, { Form }] = useForm<RecoveryValues>({
    initialValues: { email: '' },
    validate: valiForm(RecoverySchema),
  })

  const submit = useSingleSubmit(async (values: RecoveryValues) => {
    setFailure(null)
    const body = v.parse(RecoverySchema, values)
    try {
      await keyedRequest(['POST /auth/password', body], (headers) =>
        answerOf(api.patient.auth.password.$post({ json: body }, { headers })),
      )
      setSentTo(body.email)
    } catch (error) {
      if (!showServerErrors(form, error, ['email'])) {
        setFailure(failureMessage(error, SOMETHING_WENT_WRONG))
      }
    }
  })

  if (sentTo) {
    return (
      <section className="auth-step" aria-labelledby="recovery-sent">
        <h2 id="recovery-sent">{AUTH_TEXT.checkEmailTitle}</h2>
        <p>{AUTH_TEXT.checkEmailText(sentTo)}</p>
        <PlainButton onClick={() => openDialog('login')}>{AUTH_TEXT.backToLogIn}</PlainButton>
      </section>
    )
  }
  return (
    <Form onSubmit={submit} className="auth-form">
      <p>{AUTH_TEXT.recoveryLead}</p>
      {failure && <DismissibleAlert message={failure} onDismiss={() => setFailure(null)} />}
      <WorkEmailField of={form} autoComplete="username" />
      <SubmitButton of={form}>{AUTH_TEXT.recoverySend}</SubmitButton>
      <p className="auth-form__switch">
        <button type="button" className="link-button" onClick={() => openDialog('login')}>
          {AUTH_TEXT.backToLogIn}
        </button>
      </p>
    </Form>
  )
}
