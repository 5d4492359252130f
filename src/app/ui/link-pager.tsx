import './link-pager.css'
import { Link, type LinkProps } from '@tanstack/react-router'

export const LINK_PAGER_TEXT = {
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const

type Props = {
  /** What the pages are of, for a screen reader ("Pages of quote requests"). */
  label: string
  page: number
  pages: number
  /** The link to another page of the same list. */
  to: (page: number) => Pick<LinkProps, 'to' | 'params' | 'search'>
}

/** Previous and Next links of a list kept in the URL (`?page=2`); none for a single page. */
export function LinkPager({ label, page, pages, to }: Props) {
  if (pages <= 1) return null
  return (
    <nav className="link-pager" aria-label={label}>
      {page > 1 ? (
        <Link {...to(page - 1)} className="btn btn--outline" rel="prev">
          {LINK_PAGER_TEXT.previousPage}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">{LINK_PAGER_TEXT.pageOf(page, pages)}</span>
      {page < pages ? (
        <Link {...to(page + 1)} className="btn btn--outline" rel="next">
          {LINK_PAGER_TEXT.nextPage}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
