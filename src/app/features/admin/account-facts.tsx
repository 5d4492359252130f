import { IonBadge } from '@ionic/react'
import type { AdminAccount } from '#domain/admin-accounts.ts'
import { ADMIN_TEXT } from './admin-text.ts'

export const accountName = (account: AdminAccount) =>
  `${account.first_name} ${account.last_name}`.trim()

/** The account's company and its kind, or the one it waits to join, or none. */
export function AccountCompany({ account }: { account: AdminAccount }) {
  const { company, join_request: request } = account
  if (company) return <>{`${company.name} · ${ADMIN_TEXT.companyType[company.company_type]}`}</>
  if (request) {
    return (
      <>
        {request.status === 'pending'
          ? ADMIN_TEXT.waitingToJoin(request.company_name)
          : ADMIN_TEXT.declinedToJoin(request.company_name)}
      </>
    )
  }
  return <>{ADMIN_TEXT.noCompany}</>
}

/** What sets the account apart as badges: deactivated, its email unconfirmed; none when active. */
export function AccountStatus({ account }: { account: AdminAccount }) {
  if (!account.deactivated_at && account.confirmed) return null
  return (
    <span className="account-status">
      {account.deactivated_at && <IonBadge color="danger">{ADMIN_TEXT.deactivated}</IonBadge>}
      {!account.confirmed && <IonBadge color="warning">{ADMIN_TEXT.unconfirmed}</IonBadge>}
    </span>
  )
}
