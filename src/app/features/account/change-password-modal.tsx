import { IonButton } from '@ionic/react'
import { reset, useForm, valiForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import * as v from 'valibot'
import { ChangePasswordSchema } from '#domain/account-schemas.ts'
import { PASSWORD_INPUT_MAX, PASSWORD_RULE_TEXT } from '#domain/fields.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { CurrentPasswordField, SecondFactorCodeField } from '../../ui/forms/secret-fields.tsx'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from './account-messages.ts'
import { useChangePassword } from './change-password.ts'

type ChangePasswordValues = {
  current_password: string
  otp_code: string
  password: string
  password_confirmation: string
}
const FIELDS = ['current_password', 'otp_code', 'password', 'password_confirmation'] as const
const EMPTY: ChangePasswordValues = {
  current_password: '',
  otp_code: '',
  password: '',
  password_confirmation: '',
}

type Props = { isOpen: boolean; onClose: () => void; twoFactorOn: boolean }

/** A new password, confirmed by the current one and, when two-factor sign-in is on, a code. */
export function ChangePasswordModal({ isOpen, onClose, twoFactorOn }: Props) {
  useSignals()
  const [form, { Form }] = useForm<ChangePasswordValues>({
    initialValues: EMPTY,
    validate: valiForm(ChangePasswordSchema),
  })
  const change = useChangePassword()

  const close = () => {
    reset(form)
    change.reset()
    onClose()
  }

  const submit = async (values: ChangePasswordValues) => {
    try {
      await change.mutateAsync(v.parse(ChangePasswordSchema, values))
      showToast(ACCOUNT_TOASTS.passwordChanged)
      close()
    } catch (error) {
      if (!showServerErrors(form, error, FIELDS))
        showToast(unlessOffline(error, SOMETHING_WENT_WRONG), 'danger')
    }
  }

  return (
    <AppModal
      isOpen={isOpen}
      title={ACCOUNT_TEXT.changePassword}
      onClose={close}
      sheetHeight="content"
    >
      <Form onSubmit={submit} aria-label={ACCOUNT_TEXT.changePassword}>
        <CurrentPasswordField of={form} name="current_password" label="Current password" />
        {twoFactorOn && <SecondFactorCodeField of={form} name="otp_code" />}
        <TextField
          of={form}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_INPUT_MAX}
          hint={PASSWORD_RULE_TEXT}
          required
        />
        <TextField
          of={form}
          name="password_confirmation"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_INPUT_MAX}
          required
        />
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={close}>
            Cancel
          </IonButton>
          <PendingButton type="submit" pending={change.isPending}>
            {ACCOUNT_TEXT.changePassword}
          </PendingButton>
        </div>
      </Form>
    </AppModal>
  )
}
