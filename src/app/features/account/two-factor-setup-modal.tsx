import { IonButton } from '@ionic/react'
import { reset, useForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useState } from 'react'
import { type EnableTwoFactorInput, SECOND_FACTOR_CODE_MAX } from '#domain/two-factor.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { CurrentPasswordField } from '../../ui/forms/secret-fields.tsx'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { TextField } from '../../ui/forms/text-field.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { ACCOUNT_TEXT } from './account-messages.ts'
import { useEnableTwoFactor, useTwoFactorSetup } from './two-factor-requests.ts'
import { TWO_FACTOR_TEXT, TWO_FACTOR_TOASTS } from './two-factor-text.ts'

type SetupValues = { code: string; current_password: string }
const FIELDS = ['code', 'current_password'] as const

type Props = { isOpen: boolean; onClose: () => void }

/** The key to scan, its first code and the password; then the recovery codes, shown once. */
export function TwoFactorSetupModal({ isOpen, onClose }: Props) {
  useSignals()
  const setup = useTwoFactorSetup()
  const enable = useEnableTwoFactor()
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [form, { Form }] = useForm<SetupValues>({
    initialValues: { code: '', current_password: '' },
  })
  const { mutate: startSetup, reset: resetSetup } = setup

  useEffect(() => {
    if (isOpen) startSetup()
  }, [isOpen, startSetup])

  const close = () => {
    reset(form)
    resetSetup()
    enable.reset()
    setRecoveryCodes(null)
    onClose()
  }

  const submit = async (values: EnableTwoFactorInput) => {
    try {
      const answer = await enable.mutateAsync(values)
      setRecoveryCodes(answer.recovery_codes)
      showToast(TWO_FACTOR_TOASTS.turnedOn)
    } catch (error) {
      if (!showServerErrors(form, error, FIELDS))
        showToast(unlessOffline(error, SOMETHING_WENT_WRONG), 'danger')
    }
  }

  return (
    <AppModal isOpen={isOpen} title={TWO_FACTOR_TEXT.setupTitle} onClose={close}>
      {recoveryCodes ? (
        <div className="two-factor">
          <h3>{TWO_FACTOR_TEXT.recoveryTitle}</h3>
          <p>{TWO_FACTOR_TEXT.recoveryText}</p>
          <ul className="two-factor__codes" aria-label={TWO_FACTOR_TEXT.recoveryListLabel}>
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <div className="dialog-actions">
            <IonButton onClick={close}>{TWO_FACTOR_TEXT.done}</IonButton>
          </div>
        </div>
      ) : (
        <Form onSubmit={submit} aria-label={TWO_FACTOR_TEXT.setupTitle} className="two-factor">
          <p>{TWO_FACTOR_TEXT.scan}</p>
          {setup.isError && <p role="alert">{TWO_FACTOR_TEXT.setupFailed}</p>}
          {setup.data && (
            <>
              <img
                className="two-factor__qr"
                src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.qr_svg)}`}
                alt={TWO_FACTOR_TEXT.qrAlt}
                width={200}
                height={200}
              />
              <p className="two-factor__key">
                {TWO_FACTOR_TEXT.keyLabel}:{' '}
                <code>{setup.data.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
              </p>
            </>
          )}
          <TextField
            of={form}
            name="code"
            label={TWO_FACTOR_TEXT.codeLabel}
            hint={TWO_FACTOR_TEXT.codeHint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SECOND_FACTOR_CODE_MAX}
            required
          />
          <CurrentPasswordField
            of={form}
            name="current_password"
            label={ACCOUNT_TEXT.confirmPassword}
          />
          <div className="dialog-actions">
            <IonButton fill="outline" onClick={close}>
              Cancel
            </IonButton>
            <PendingButton type="submit" pending={enable.isPending} disabled={!setup.data}>
              {TWO_FACTOR_TEXT.confirm}
            </PendingButton>
          </div>
        </Form>
      )}
    </AppModal>
  )
}
