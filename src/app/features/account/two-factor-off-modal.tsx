import { IonButton } from '@ionic/react'
import { reset, useForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { PASSWORD_INPUT_MAX } from '#domain/fields.ts'
import {
  type DisableTwoFactorInput,
  SECOND_FACTOR_CODE_MAX,
  SECOND_FACTOR_FIELD,
} from '#domain/two-factor.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { ACCOUNT_TEXT } from './account-messages.ts'
import { useDisableTwoFactor } from './two-factor-requests.ts'
import { TWO_FACTOR_TEXT, TWO_FACTOR_TOASTS } from './two-factor-text.ts'

type OffValues = { current_password: string; otp_code: string }
const FIELDS = ['current_password', 'otp_code'] as const

type Props = { isOpen: boolean; onClose: () => void }

/** Turning it off asks for what a sign-in would: the password and a code. */
export function TwoFactorOffModal({ isOpen, onClose }: Props) {
  useSignals()
  const disable = useDisableTwoFactor()
  const [form, { Form }] = useForm<OffValues>({
    initialValues: { current_password: '', otp_code: '' },
  })

  const close = () => {
    reset(form)
    disable.reset()
    onClose()
  }

  const submit = async (values: DisableTwoFactorInput) => {
    try {
      await disable.mutateAsync(values)
      showToast(TWO_FACTOR_TOASTS.turnedOff)
      close()
    } catch (error) {
      if (!showServerErrors(form, error, FIELDS))
        showToast(unlessOffline(error, SOMETHING_WENT_WRONG), 'danger')
    }
  }

  return (
    <AppModal
      isOpen={isOpen}
      title={TWO_FACTOR_TEXT.offTitle}
      onClose={close}
      sheetHeight="content"
    >
      <Form onSubmit={submit} aria-label={TWO_FACTOR_TEXT.offTitle}>
        <p>{TWO_FACTOR_TEXT.offText}</p>
        <TextField
          of={form}
          name="current_password"
          label={ACCOUNT_TEXT.confirmPassword}
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_INPUT_MAX}
          required
        />
        <TextField
          of={form}
          name="otp_code"
          label={SECOND_FACTOR_FIELD.label}
          hint={SECOND_FACTOR_FIELD.hint}
          autoComplete="one-time-code"
          maxLength={SECOND_FACTOR_CODE_MAX}
          required
        />
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={close}>
            Cancel
          </IonButton>
          <PendingButton type="submit" pending={disable.isPending} color="danger">
            {TWO_FACTOR_TEXT.turnOff}
          </PendingButton>
        </div>
      </Form>
    </AppModal>
  )
}
