import { IonButton } from '@ionic/react'
import { ADMIN_TEXT } from './admin-text.ts'

type Props = {
  /** What the pages are of, for screen readers ("Account pages"). */
  label: string
  page: number
  pages: number
  onPage: (page: number) => void
}

/** Previous and Next under an admin list of more than one page. */
export function AdminPager({ label, page, pages, onPage }: Props) {
  if (pages <= 1) return null
  return (
    <nav className="account-pager" aria-label={label}>
      <IonButton fill="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {ADMIN_TEXT.previousPage}
      </IonButton>
      <span>{ADMIN_TEXT.pageOf(page, pages)}</span>
      <IonButton fill="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {ADMIN_TEXT.nextPage}
      </IonButton>
    </nav>
  )
}
