import { IonButton } from '@ionic/react'
import { reset, useForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import type { DisableTwoFactorInput } from '#domain/two-factor.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { CurrentPasswordField, SecondFactorCodeField } from '../../ui/forms/secret-fields.tsx'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
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
        <CurrentPasswordField
          of={form}
          name="current_password"
          label={ACCOUNT_TEXT.confirmPassword}
        />
        <SecondFactorCodeField of={form} name="otp_code" />
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
