import { IonSelect, IonSelectOption } from '@ionic/react'
import { useState } from 'react'
import type { AdminAccount } from '#domain/admin-accounts.ts'
import type { Role } from '#domain/roles.ts'
import { useSession } from '../../session/use-session.ts'
import { AppModal } from '../../ui/app-modal.tsx'
import { ConfirmAlert } from '../../ui/confirm-alert.tsx'
import { PendingButton } from '../../ui/pending-button.tsx'
import { useAccountAction } from './account-actions.ts'
import { AccountCompany, accountName } from './account-facts.tsx'
import { shortDate } from './admin-format.ts'
import { ADMIN_TEXT, ROLE_NAMES } from './admin-text.ts'

type Props = {
  account: AdminAccount
  isOpen: boolean
  onChanged: (account: AdminAccount) => void
  onClose: () => void
}

/**
 * An account's details and what an operator can do with it: a sheet on a phone, a dialog above.
 * Ionic reads the modal's name once, as it loads: mount one per account (a `key`).
 */
export function AccountDetailModal({ account, isOpen, onChanged, onClose }: Props) {
  return (
    <AppModal
      isOpen={isOpen}
      title={accountName(account)}
      onClose={onClose}
      className="account-detail"
    >
      <AccountDetail account={account} onChanged={onChanged} />
    </AppModal>
  )
}

function AccountDetail({
  account,
  onChanged,
}: {
  account: AdminAccount
  onChanged: (account: AdminAccount) => void
}) {
  const own = useSession()?.user.id === account.id
  const action = useAccountAction(account, onChanged)
  const [confirming, setConfirming] = useState(false)
  const pending = action.isPending ? action.variables : undefined
  const name = accountName(account)
  return (
    <>
      <dl className="account-facts">
        <div>
          <dt>{ADMIN_TEXT.email}</dt>
          <dd className="account-facts__email">{account.email}</dd>
        </div>
        <div>
          <dt>{ADMIN_TEXT.company}</dt>
          <dd>
            <AccountCompany account={account} />
            {account.company?.vendor_id && (
              // The marketplace's own frame, beside the admin site rather than in place of it.
              <a
                className="tap-link account-facts__link"
                href={`/company/${account.company.vendor_id}`}
                target="_blank"
                rel="noopener"
              >
                {ADMIN_TEXT.openCompany}
              </a>
            )}
          </dd>
        </div>
        <div>
          <dt>{ADMIN_TEXT.role}</dt>
          <dd>
            <RoleField
              account={account}
              own={own}
              role={pending?.kind === 'role' ? pending.role : account.role}
              disabled={action.isPending}
              onRole={(role) => action.mutate({ kind: 'role', role })}
            />
          </dd>
        </div>
        <div>
          <dt>{ADMIN_TEXT.confirmation}</dt>
          <dd>{account.confirmed ? ADMIN_TEXT.emailConfirmed : ADMIN_TEXT.emailUnconfirmed}</dd>
        </div>
        <div>
          <dt>{ADMIN_TEXT.status}</dt>
          <dd>
            {account.deactivated_at
              ? ADMIN_TEXT.deactivatedOn(shortDate(account.deactivated_at))
              : ADMIN_TEXT.active}
          </dd>
        </div>
        <div>
          <dt>{ADMIN_TEXT.lastSignIn}</dt>
          <dd>
            {account.last_sign_in_at
              ? shortDate(account.last_sign_in_at)
              : ADMIN_TEXT.neverSignedIn}
          </dd>
        </div>
        <div>
          <dt>{ADMIN_TEXT.registered}</dt>
          <dd>{shortDate(account.created_at)}</dd>
        </div>
      </dl>
      {own && <p className="note-box">{ADMIN_TEXT.ownAccount}</p>}
      <div className="account-detail__actions wrap-row">
        {!account.confirmed && !account.deactivated_at && (
          <PendingButton
            fill="outline"
            pending={pending?.kind === 'resend'}
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'resend' })}
          >
            {ADMIN_TEXT.resendConfirmation}
          </PendingButton>
        )}
        {account.deactivated_at ? (
          <PendingButton
            pending={pending?.kind === 'reactivate'}
            disabled={action.isPending}
            onClick={() => action.mutate({ kind: 'reactivate' })}
          >
            {ADMIN_TEXT.reactivate}
          </PendingButton>
        ) : (
          !own && (
            <PendingButton
              fill="outline"
              color="danger"
              pending={pending?.kind === 'deactivate'}
              disabled={action.isPending}
              onClick={() => setConfirming(true)}
            >
              {ADMIN_TEXT.deactivate}
            </PendingButton>
          )
        )}
      </div>
      <ConfirmAlert
        isOpen={confirming}
        title={ADMIN_TEXT.deactivateTitle}
        question={ADMIN_TEXT.deactivateQuestion(name)}
        choices={[
          { text: ADMIN_TEXT.cancel, role: 'cancel' },
          {
            text: ADMIN_TEXT.deactivate,
            role: 'destructive',
            onChoose: () => action.mutate({ kind: 'deactivate' }),
          },
        ]}
        onClosed={() => setConfirming(false)}
      />
    </>
  )
}

/** The role, changeable among those of the company's kind; read only for one's own account. */
function RoleField({
  account,
  own,
  role,
  disabled,
  onRole,
}: {
  account: AdminAccount
  own: boolean
  role: Role
  disabled: boolean
  onRole: (role: Role) => void
}) {
  const choices = account.assignable_roles
  if (own || choices.length < 2) {
    const why = own ? null : ADMIN_TEXT.roleFixed[account.company ? 'cpg' : 'none']
    return (
      <>
        {ROLE_NAMES[account.role]}
        {why && <span className="account-facts__muted">{why}</span>}
      </>
    )
  }
  return (
    <IonSelect
      aria-label={ADMIN_TEXT.roleOf(accountName(account))}
      labelPlacement="stacked"
      interface="popover"
      fill="outline"
      value={role}
      disabled={disabled}
      onIonChange={(event) => {
        const chosen = event.detail.value as Role
        if (chosen !== account.role) onRole(chosen)
      }}
    >
      {choices.map((choice) => (
        <IonSelectOption key={choice} value={choice}>
          {ROLE_NAMES[choice]}
        </IonSelectOption>
      ))}
    </IonSelect>
  )
}
