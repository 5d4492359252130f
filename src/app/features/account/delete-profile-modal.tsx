import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { ACCOUNT_MESSAGES } from '../../../domain/account-schemas.ts'
import { unlessOffline } from '../../offline/needs-network.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from './account-messages.ts'
import { type AdminCandidate, adminCandidatesOf, useDeleteAccount } from './delete-account.ts'

type Props = { isOpen: boolean; onClose: () => void }

/**
 * Deletes the profile. The last admin of a company with other members is first asked by the
 * server to name a new admin (a 422 with the candidates), then confirms again with one chosen.
 */
export function DeleteProfileModal({ isOpen, onClose }: Props) {
  const selectId = useId()
  const navigate = useNavigate()
  const remove = useDeleteAccount()
  const [candidates, setCandidates] = useState<AdminCandidate[]>([])
  const [newAdminId, setNewAdminId] = useState('')
  const [adminMissing, setAdminMissing] = useState(false)

  const close = () => {
    setCandidates([])
    setNewAdminId('')
    setAdminMissing(false)
    remove.reset()
    onClose()
  }

  const confirm = async () => {
    if (candidates.length > 0 && !newAdminId) {
      setAdminMissing(true)
      return
    }
    try {
      await remove.mutateAsync(newAdminId ? { new_admin_id: Number(newAdminId) } : {})
      // Said on the landing page, once the app shell (and the toasts it held) has gone.
      await navigate({ to: '/' })
      showToast(ACCOUNT_TOASTS.profileDeleted)
    } catch (error) {
      const asked = adminCandidatesOf(error)
      if (asked.length > 0) setCandidates(asked)
      else showToast(unlessOffline(error, ACCOUNT_TOASTS.deleteFailed), 'danger')
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
      <p>{ACCOUNT_TEXT.deleteQuestion}</p>
      {candidates.length > 0 && (
        <div className="form-field new-admin-field">
          <label htmlFor={selectId}>{ACCOUNT_TEXT.newAdminLabel}</label>
          <select
            id={selectId}
            value={newAdminId}
            required
            aria-invalid={invalid}
            aria-describedby={`${selectId}-message`}
            onChange={(event) => setNewAdminId(event.target.value)}
          >
            <option value="">Choose a colleague</option>
            {candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.first_name} {candidate.last_name} ({candidate.email})
              </option>
            ))}
          </select>
          <p
            id={`${selectId}-message`}
            className={invalid ? 'form-field__error' : 'form-field__hint'}
            role={invalid ? 'alert' : undefined}
          >
            {ACCOUNT_MESSAGES.chooseNewAdmin}
          </p>
        </div>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button--outline" onClick={close}>
          Cancel
        </button>
        <PendingButton
          type="button"
          pending={remove.isPending}
          className="button button--danger"
          onClick={() => void confirm()}
        >
          {ACCOUNT_TEXT.deleteProfile}
        </PendingButton>
      </div>
    </AppModal>
  )
}
