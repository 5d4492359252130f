import { IonButton } from '@ionic/react'
import { useId, useState } from 'react'
import type { Account } from '#domain/account.ts'
import { canDeleteOwnAccount } from '#domain/permissions.ts'
import { ACCOUNT_TEXT } from './account-messages.ts'
import { ChangePasswordModal } from './change-password-modal.tsx'
import { DeleteProfileModal } from './delete-profile-modal.tsx'

/** Password change and, for anyone but a super_admin (spec §6), profile deletion. */
export function SecurityCard({ account }: { account: Account }) {
  const headingId = useId()
  const [open, setOpen] = useState<'password' | 'delete' | null>(null)
  const close = () => setOpen(null)
  const canDelete = canDeleteOwnAccount(account.role)
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Account</h2>
      <div className="account-card__actions wrap-row">
        <IonButton fill="outline" onClick={() => setOpen('password')}>
          {ACCOUNT_TEXT.changePassword}
        </IonButton>
        {canDelete && (
          <IonButton fill="outline" color="danger" onClick={() => setOpen('delete')}>
            {ACCOUNT_TEXT.deleteProfile}
          </IonButton>
        )}
      </div>
      <ChangePasswordModal
        isOpen={open === 'password'}
        onClose={close}
        twoFactorOn={account.two_factor_enabled}
      />
      {canDelete && (
        <DeleteProfileModal
          isOpen={open === 'delete'}
          onClose={close}
          twoFactorOn={account.two_factor_enabled}
        />
      )}
    </section>
  )
}
