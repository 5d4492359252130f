import { IonButton } from '@ionic/react'
import { reset, useForm } from '@modular-forms/react'
import { useSignals } from '@preact/signals-react/runtime'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { ACCOUNT_MESSAGES } from '#domain/account-schemas.ts'
import { adminCandidatesOf } from '../../api/admin-candidates.ts'
import type { AdminCandidate } from '../../api/error-body.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { CHOOSE_COLLEAGUE } from '../../ui/common-messages.ts'
import { ChoiceSelect } from '../../ui/forms/choice-select.tsx'
import { CurrentPasswordField, SecondFactorCodeField } from '../../ui/forms/secret-fields.tsx'
import { showServerErrors } from '../../ui/forms/server-errors.ts'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from './account-messages.ts'
import { useDeleteAccount } from './delete-account.ts'

type ConfirmValues = { current_password: string; otp_code: string }
const FIELDS = ['current_password', 'otp_code'] as const

type Props = { isOpen: boolean; onClose: () => void; twoFactorOn: boolean }

/**
 * Deletes the profile once the user confirms with their password (and code, with two-factor on). The last admin of a company
 * with other members is first asked by the server to name a new admin (a 422 with the
 * candidates), then confirms again with one chosen.
 */
export function DeleteProfileModal({ isOpen, onClose, twoFactorOn }: Props) {
  useSignals()
  const navigate = useNavigate()
  const remove = useDeleteAccount()
  const [form, { Form }] = useForm<ConfirmValues>({
    initialValues: { current_password: '', otp_code: '' },
  })
  const [candidates, setCandidates] = useState<AdminCandidate[]>([])
  const [newAdminId, setNewAdminId] = useState('')
  const [adminMissing, setAdminMissing] = useState(false)

  const close = () => {
    reset(form)
    setCandidates([])
    setNewAdminId('')
    setAdminMissing(false)
    remove.reset()
    onClose()
  }

  const confirm = async (proof: ConfirmValues) => {
    if (candidates.length > 0 && !newAdminId) {
      setAdminMissing(true)
      return
    }
    try {
      const successor = newAdminId ? { new_admin_id: Number(newAdminId) } : {}
      await remove.mutateAsync({ ...proof, ...successor })
      // Said on the landing page, once the app shell (and the toasts it held) has gone.
      await navigate({ to: '/' })
      showToast(ACCOUNT_TOASTS.profileDeleted)
    } catch (error) {
      const asked = adminCandidatesOf(error)
      if (asked.length > 0) setCandidates(asked)
      else if (!showServerErrors(form, error, FIELDS))
        showToast(unlessOffline(error, ACCOUNT_TOASTS.deleteFailed), 'danger')
    }
  }

  const invalid = adminMissing && !newAdminId
  return (
    <AppModal
      isOpen={isOpen}
      title={ACCOUNT_TEXT.deleteProfile}
      onClose={close}
      sheetHeight="content"
    >
      <Form onSubmit={confirm} aria-label={ACCOUNT_TEXT.deleteProfile}>
        <p>{ACCOUNT_TEXT.deleteQuestion}</p>
        <CurrentPasswordField
          of={form}
          name="current_password"
          label={ACCOUNT_TEXT.confirmPassword}
        />
        {twoFactorOn && <SecondFactorCodeField of={form} name="otp_code" />}
        {candidates.length > 0 && (
          <ChoiceSelect
            label={ACCOUNT_TEXT.newAdminLabel}
            placeholder={CHOOSE_COLLEAGUE}
            choices={candidates.map((candidate) => ({
              value: String(candidate.id),
              label: `${candidate.first_name} ${candidate.last_name} (${candidate.email})`,
            }))}
            value={newAdminId}
            onChoose={setNewAdminId}
            hint={ACCOUNT_MESSAGES.chooseNewAdmin}
            error={invalid ? ACCOUNT_MESSAGES.chooseNewAdmin : undefined}
          />
        )}
        <div className="dialog-actions">
          <IonButton fill="outline" onClick={close}>
            Cancel
          </IonButton>
          <PendingButton type="submit" pending={remove.isPending} color="danger">
            {ACCOUNT_TEXT.deleteProfile}
          </PendingButton>
        </div>
      </Form>
    </AppModal>
  )
}
