import './auth-dialogs.css'
import { getValue, setError, useForm, valiForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useRouter, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { afterLoginRedirectFor } from '#domain/after-login-redirect.ts'
import { ResetPasswordSchema } from '#domain/auth-schemas.ts'
import { answerOf } from '../../api/api-client.ts'
import { useApi } from '../../api/use-api.ts'
import { useSession } from '../../session/use-session.ts'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { closeDialog, type DialogProps } from '../../ui/dialog-store.ts'
import { DismissibleAlert } from '../../ui/dismissible-alert.tsx'
import { SECOND_FACTOR_INPUT } from '../../ui/forms/secret-inputs.ts'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PlainButton } from '../../ui/plain/plain-button.tsx'
import { PlainDialog } from '../../ui/plain/plain-dialog.tsx'
import { NewPasswordFields, SubmitButton } from './auth-fields.tsx'
import { AUTH_TEXT } from './auth-texts.ts'
import { useDialogClose } from './dialog-route.ts'
import { failureMessage, secondFactorAsked } from './failure-message.ts'
import { exchangeSignInCode } from './session-link.ts'
import { reloadSignInData } from './sign-in-data.ts'
import { signOut } from './sign-out.ts'

type ResetValues = v.InferInput<typeof ResetPasswordSchema>

/**
 * A new password for the session the emailed link started (after the second factor's code, when
 * the account has one), then a success message.
 */
export default function ResetPasswordDialog({ isOpen, onDismissed }: DialogProps) {
  const router = useRouter()
  const api = useApi()
  const [done, setDone] = useState(false)
  // Leaving before the new password is set must not leave the link's session behind.
  const onClose = useDialogClose('reset', onDismissed, () =>
    done ? undefined : signOut(api, router.options.context.session),
  )
  const signedIn = useSession() !== null
  const awaiting = useRouterState({ select: (s) => s.location.state.codeAwaitingSecondFactor })
  return (
    <PlainDialog isOpen={isOpen} title={AUTH_TEXT.resetTitle} onClose={onClose}>
      {done ? (
        <ResetDone />
      ) : !signedIn && awaiting ? (
        <SecondFactorStep code={awaiting} />
      ) : (
        <ResetForm onDone={() => setDone(true)} />
      )}
    </PlainDialog>
  )
}

type SecondFactorValues = { otp_code: string }

/** The link proved the mailbox; an account with two-factor sign-in shows its code before the reset. */
function SecondFactorStep({ code }: { code: string }) {
  useSignals()
  const router = useRouter()
  const [failure, setFailure] = useState<string | null>(null)
  const [form, { Form }] = useForm<SecondFactorValues>({ initialValues: { otp_code: '' } })

  const submit = async ({ otp_code }: SecondFactorValues) => {
    setFailure(null)
    try {
      await exchangeSignInCode(router.options.context.session, { code, otp_code })
    } catch (error) {
      const message = failureMessage(error, SOMETHING_WENT_WRONG)
      if (secondFactorAsked(error)) setError(form, 'otp_code', message)
      else setFailure(message)
    }
  }

  return (
    <Form onSubmit={submit} className="auth-form">
      {failure && <DismissibleAlert message={failure} onDismiss={() => setFailure(null)} />}
      <p>{AUTH_TEXT.resetSecondFactorLead}</p>
      <TextField of={form} name="otp_code" {...SECOND_FACTOR_INPUT} />
      <SubmitButton of={form} disabled={!getValue(form, 'otp_code')}>
        {AUTH_TEXT.continue}
      </SubmitButton>
    </Form>
  )
}

function ResetForm({ onDone }: { onDone: () => void }) {
  useSignals()
  const router = useRouter()
  const api = useApi()
  const [failure, setFailure] = useState<string | null>(null)
  const [form, { Form }] = useForm<ResetValues>({
    initialValues: { password: '', password_confirmation: '' },
    validate: valiForm(ResetPasswordSchema),
  })

  const submit = async (values: ResetValues) => {
    setFailure(null)
    try {
      const body = v.parse(ResetPasswordSchema, values)
      // The answer's fresh headers reach the session through the API client.
      await answerOf(api.rpc.auth.password.$put({ json: body }))
      await reloadSignInData(api, router.options.context.session)
      onDone()
    } catch (error) {
      if (!showServerErrors(form, error, ['password', 'password_confirmation'])) {
        setFailure(failureMessage(error, SOMETHING_WENT_WRONG))
      }
    }
  }

  return (
    <Form onSubmit={submit} className="auth-form">
      {failure && <DismissibleAlert message={failure} onDismiss={() => setFailure(null)} />}
      <NewPasswordFields of={form} label={AUTH_TEXT.newPassword} />
      <SubmitButton of={form}>{AUTH_TEXT.resetSubmit}</SubmitButton>
    </Form>
  )
}

function ResetDone() {
  const router = useRouter()
  const session = useSession()
  const goOn = () => {
    closeDialog('reset')
    void router.navigate({ to: session ? afterLoginRedirectFor(session.user.role) : '/' })
  }
  return (
    <section className="auth-step" aria-labelledby="reset-done">
      <h2 id="reset-done">{AUTH_TEXT.resetDoneTitle}</h2>
      <p role="status">{AUTH_TEXT.resetDoneText}</p>
      <PlainButton onClick={goOn}>{AUTH_TEXT.continue}</PlainButton>
    </section>
  )
}
