import './auth-dialogs.css'
import { getValue, useForm, valiForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { LOGIN_FAILED, type LoginInput, LoginSchema } from '#domain/auth-schemas.ts'
import { closeDialog, type DialogProps, openDialog } from '../../ui/dialog-store.ts'
import { DismissibleAlert } from '../../ui/dismissible-alert.tsx'
import { currentPasswordInput, SECOND_FACTOR_INPUT } from '../../ui/forms/secret-inputs.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PlainDialog } from '../../ui/plain/plain-dialog.tsx'
import { afterLoginPath } from './after-login-path.ts'
import { SubmitButton, WorkEmailField } from './auth-fields.tsx'
import { AUTH_TEXT } from './auth-texts.ts'
import { useDialogClose } from './dialog-route.ts'
import { failureMessage, secondFactorAsked } from './failure-message.ts'
import { requestNewSession } from './new-session-request.ts'
import { clearSavedSearch, saveCurrentSearch } from './saved-search.ts'

export default function LoginDialog({ isOpen, visitorGate, onDismissed }: DialogProps) {
  const onClose = useDialogClose('login', onDismissed, clearSavedSearch)
  return (
    <PlainDialog
      isOpen={isOpen}
      title={AUTH_TEXT.loginTitle}
      onClose={onClose}
      closable={!visitorGate}
      short
    >
      <LoginForm />
    </PlainDialog>
  )
}

function LoginForm() {
  useSignals()
  const router = useRouter()
  const { session } = router.options.context
  const [failure, setFailure] = useState<string | null>(null)
  const [codeAsked, setCodeAsked] = useState(false)
  const [form, { Form }] = useForm<LoginInput>({
    initialValues: { email: '', password: '', otp_code: '' },
    validate: valiForm(LoginSchema),
  })
  useEffect(() => saveCurrentSearch(router.state.location), [router])

  const submit = async (values: LoginInput) => {
    setFailure(null)
    try {
      const body = v.parse(LoginSchema, values)
      const { data, headers } = await requestNewSession((api) =>
        api.auth.sign_in.$post({ json: body }),
      )
      if (!headers) throw new Error('The sign-in answer carried no session headers')
      await session.save({ user: data.data, headers })
      closeDialog('login')
      await router.navigate({ href: afterLoginPath(data.data) })
    } catch (error) {
      // The password was right: the code field appears, and its hint says what to type.
      if (secondFactorAsked(error) && !codeAsked) setCodeAsked(true)
      else setFailure(failureMessage(error, LOGIN_FAILED))
    }
  }

  const filled =
    Boolean(getValue(form, 'email')) &&
    Boolean(getValue(form, 'password')) &&
    (!codeAsked || Boolean(getValue(form, 'otp_code')))
  return (
    <Form onSubmit={submit} className="auth-form">
      {failure && <DismissibleAlert message={failure} onDismiss={() => setFailure(null)} />}
      <WorkEmailField of={form} autoComplete="username" />
      <TextField of={form} name="password" {...currentPasswordInput(AUTH_TEXT.password)} />
      {codeAsked && <TextField of={form} name="otp_code" {...SECOND_FACTOR_INPUT} />}
      <p className="auth-form__aside">
        <button type="button" className="link-button" onClick={() => openDialog('recovery')}>
          {AUTH_TEXT.forgotPassword}
        </button>
      </p>
      <SubmitButton of={form} disabled={!filled}>
        {AUTH_TEXT.logInButton}
      </SubmitButton>
      <p className="auth-form__switch">
        {AUTH_TEXT.noAccount}{' '}
        <button type="button" className="link-button" onClick={() => openDialog('register')}>
          {AUTH_TEXT.registerHere}
        </button>
      </p>
    </Form>
  )
}
