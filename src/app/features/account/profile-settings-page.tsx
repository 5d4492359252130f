import '../../ui/surfaces.css'
import './account.css'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { Account } from '#domain/account.ts'
import { needsTwoFactor } from '#domain/permissions.ts'
import { useApi } from '../../api/use-api.ts'
import { useSession } from '../../session/use-session.ts'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { showToast } from '../../ui/toast-store.ts'
import { ACCOUNT_TEXT, ACCOUNT_TOASTS } from './account-messages.ts'
import { accountQuery } from './account-query.ts'
import { AccountSkeleton } from './account-skeleton.tsx'
import { NotificationCard } from './notification-card.tsx'
import { ProfileCard } from './profile-card.tsx'
import { SecurityCard } from './security-card.tsx'
import { TwoFactorCard } from './two-factor-card.tsx'

/** /account: the profile card, the digest toggle and, when not editing, password and deletion. */
export function ProfileSettingsPage() {
  const user = useSession()?.user
  return (
    <section className="container account-page" aria-labelledby="account-title">
      <h1 id="account-title">{ACCOUNT_TEXT.pageTitle}</h1>
      {/* Gone for a moment after the profile is deleted, before the move to /. */}
      {user && <AccountSettings userId={user.id} />}
    </section>
  )
}

function AccountSettings({ userId }: { userId: number }) {
  const { data: account, isError, refetch, isFetching } = useQuery(accountQuery(useApi(), userId))
  const [editing, setEditing] = useState(false)
  const failed = isError && !account

  useEffect(() => {
    if (failed) showToast(ACCOUNT_TOASTS.loadFailed, 'danger')
  }, [failed])

  if (failed)
    return (
      <LoadFailedAlert
        className="account-load-error"
        message={ACCOUNT_TOASTS.loadFailed}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    )
  if (!account) return <AccountSkeleton />
  return <AccountCards account={account} editing={editing} onEditingChange={setEditing} />
}

type CardsProps = {
  account: Account
  editing: boolean
  onEditingChange: (editing: boolean) => void
}

function AccountCards({ account, editing, onEditingChange }: CardsProps) {
  // A super_admin sent here to set it up finds it first (two-factor-gate.ts); it stays there
  // once on, so its dialog can show the recovery codes.
  const [setUpFirst] = useState(() => needsTwoFactor(account.role) && !account.two_factor_enabled)
  const twoFactor = <TwoFactorCard account={account} />
  return (
    <div className="account-grid">
      {setUpFirst && <div className="account-grid__first">{twoFactor}</div>}
      <ProfileCard account={account} editing={editing} onEditingChange={onEditingChange} />
      <div className="account-side">
        <NotificationCard account={account} />
        {!editing && <SecurityCard account={account} />}
        {!editing && !setUpFirst && twoFactor}
      </div>
    </div>
  )
}
