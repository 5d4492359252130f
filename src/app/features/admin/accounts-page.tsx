import {
  IonButton,
  IonItem,
  IonLabel,
  IonList,
  IonSearchbar,
  IonSelect,
  IonSelectOption,
} from '@ionic/react'
import { useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useState } from 'react'
import type { AdminAccount, AdminAccountPage } from '#domain/admin-accounts.ts'
import { ROLES, type Role } from '#domain/roles.ts'
import { useApi } from '../../api/use-api.ts'
import { usePageMeta } from '../../ui/use-page-meta.ts'
import { useSearchbarInput } from '../../ui/use-searchbar-input.ts'
import { AccountDetailModal } from './account-detail-modal.tsx'
import { AccountCompany, AccountStatus, accountName } from './account-facts.tsx'
import type { AccountSearchParams } from './account-search-params.ts'
import { shortDate } from './admin-format.ts'
import { AdminLoadState } from './admin-load-state.tsx'
import { AdminPager } from './admin-pager.tsx'
import { accountsQuery } from './admin-queries.ts'
import { ADMIN_TEXT, ROLE_NAMES } from './admin-text.ts'

const route = getRouteApi('/admin/accounts')
/** Typing pauses this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 300

/** /admin/accounts: every account, searched and paged, each opening its details and actions. */
export function AccountsPage() {
  usePageMeta({ title: `${ADMIN_TEXT.accounts} · Admin` })
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const query = useQuery(accountsQuery(useApi(), search))
  // The account as last read or changed: it stays open when a change takes it out of the list.
  const [shown, setShown] = useState<AdminAccount | null>(null)
  const [detailOpen, setDetailOpen] = useState(false)
  const openDetail = (account: AdminAccount) => {
    setShown(account)
    setDetailOpen(true)
  }
  const searchbar = useSearchbarInput({ 'aria-label': ADMIN_TEXT.searchAccounts })
  const searchFor = (next: AccountSearchParams) =>
    void navigate({ search: { ...search, ...next, page: undefined }, replace: true })
  return (
    <>
      <h1>{ADMIN_TEXT.accounts}</h1>
      <p className="admin-page__intro">{ADMIN_TEXT.accountsIntro}</p>
      <div className="account-search">
        <IonSearchbar
          ref={searchbar}
          className="outlined-searchbar account-search__box"
          value={search.query ?? ''}
          placeholder={ADMIN_TEXT.searchPlaceholder}
          aria-label={ADMIN_TEXT.searchAccounts}
          debounce={SEARCH_DEBOUNCE_MS}
          onIonInput={(event) => searchFor({ query: event.detail.value?.trim() || undefined })}
        />
        <IonSelect
          className="account-search__role"
          label={ADMIN_TEXT.roleFilter}
          labelPlacement="floating"
          fill="outline"
          interface="popover"
          value={search.role ?? ''}
          onIonChange={(event) =>
            searchFor({ role: (event.detail.value as Role | '') || undefined })
          }
        >
          <IonSelectOption value="">{ADMIN_TEXT.allRoles}</IonSelectOption>
          {ROLES.map((role) => (
            <IonSelectOption key={role} value={role}>
              {ROLE_NAMES[role]}
            </IonSelectOption>
          ))}
        </IonSelect>
      </div>
      <AdminLoadState query={query}>
        {(page) => (
          <AccountList
            page={page}
            loading={query.isPlaceholderData}
            onOpen={openDetail}
            onPage={(next) => void navigate({ search: { ...search, page: next } })}
            onClear={() => void navigate({ search: {}, replace: true })}
          />
        )}
      </AdminLoadState>
      {shown && (
        <AccountDetailModal
          key={shown.id}
          account={shown}
          isOpen={detailOpen}
          onChanged={setShown}
          onClose={() => setDetailOpen(false)}
        />
      )}
    </>
  )
}

function AccountList({
  page,
  loading,
  onOpen,
  onPage,
  onClear,
}: {
  page: AdminAccountPage
  loading: boolean
  onOpen: (account: AdminAccount) => void
  onPage: (page: number) => void
  onClear: () => void
}) {
  const pages = Math.max(1, Math.ceil(page.total / page.per_page))
  return (
    <div className="account-results" aria-busy={loading}>
      <p className="account-results__count" role="status">
        {ADMIN_TEXT.accountCount(page.total)}
      </p>
      {page.accounts.length === 0 ? (
        <div className="empty-state">
          <p>{ADMIN_TEXT.noAccounts}</p>
          <IonButton fill="outline" onClick={onClear}>
            {ADMIN_TEXT.clearSearch}
          </IonButton>
        </div>
      ) : (
        <IonList className="admin-list" lines="full">
          {page.accounts.map((account) => (
            <AccountRow key={account.id} account={account} onOpen={() => onOpen(account)} />
          ))}
        </IonList>
      )}
      <AdminPager label={ADMIN_TEXT.accountPages} page={page.page} pages={pages} onPage={onPage} />
    </div>
  )
}

function AccountRow({ account, onOpen }: { account: AdminAccount; onOpen: () => void }) {
  return (
    <IonItem button detail className="account-row" onClick={onOpen}>
      <IonLabel>
        <span className="item-columns account-columns">
          <span className="item-columns__cell">
            <strong>{accountName(account)}</strong>
            <span className="item-columns__muted">{account.email}</span>
          </span>
          <AccountStatus account={account} />
          <span className="item-columns__cell">
            <AccountCompany account={account} />
            <span className="item-columns__muted">{ROLE_NAMES[account.role]}</span>
          </span>
          <span className="item-columns__muted">
            {account.last_sign_in_at
              ? `${ADMIN_TEXT.lastSignIn} ${shortDate(account.last_sign_in_at)}`
              : ADMIN_TEXT.neverSignedIn}
          </span>
        </span>
      </IonLabel>
    </IonItem>
  )
}
