import { IonButton, IonList } from '@ionic/react'
import type { ReactNode } from 'react'
import { AdminPager } from './admin-pager.tsx'

type Props = {
  /** The page as the API answered it; `shown` is how many rows it holds. */
  page: { total: number; page: number; per_page: number }
  shown: number
  /** The count line ("3 emails"), announced as it changes. */
  count: string
  /** The page before stays shown, dimmed, while the next one loads. */
  loading: boolean
  /** What an empty list says; with a filter on, a button that drops it. */
  empty: { message: string; clear?: { label: string; onClick: () => void } }
  /** What the pages are of, for screen readers ("Email pages"). */
  pagesLabel: string
  onPage: (page: number) => void
  /** The rows, each an IonItem. */
  children: ReactNode
}

/** An admin list: how many, the rows or what an empty list says, and the pager. */
export function AdminResults({
  page,
  shown,
  count,
  loading,
  empty,
  pagesLabel,
  onPage,
  children,
}: Props) {
  const pages = Math.max(1, Math.ceil(page.total / page.per_page))
  return (
    <div className="account-results" aria-busy={loading}>
      <p className="account-results__count" role="status">
        {count}
      </p>
      {shown === 0 ? (
        <div className="empty-state">
          <p>{empty.message}</p>
          {empty.clear && (
            <IonButton fill="outline" onClick={empty.clear.onClick}>
              {empty.clear.label}
            </IonButton>
          )}
        </div>
      ) : (
        <IonList className="admin-list" lines="full">
          {children}
        </IonList>
      )}
      <AdminPager label={pagesLabel} page={page.page} pages={pages} onPage={onPage} />
    </div>
  )
}
