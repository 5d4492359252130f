import '../../ui/surfaces.css'
import './quotes.css'
import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { QuotePage } from '#domain/quotes.ts'
import { NetworkError } from '../../api/api-client.ts'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { LinkPager } from '../../ui/link-pager.tsx'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { QuoteCard } from './quote-card.tsx'
import { QUOTE_TEXT } from './quote-texts.ts'

type Props = {
  side: 'buyer' | 'vendor'
  title: string
  list: Pick<UseQueryResult<QuotePage>, 'data' | 'isError' | 'error' | 'isFetching' | 'refetch'>
  /** The list's route, for its pages' links. */
  path: '/quotes' | '/company/quotes'
  /** Under the title once loaded: the vendor's counts. */
  summary?: ReactNode
  empty: string
}

/** A side's list of requests (§3), newest first, a page at a time; loading, failed, empty. */
export function QuoteList({ side, title, list, path, summary, empty }: Props) {
  const page = list.data
  return (
    <section className="container quotes-page" aria-labelledby="quotes-title">
      <h1 id="quotes-title">{title}</h1>
      {!page && list.isError ? (
        list.error instanceof NetworkError ? (
          <p className="empty-state">{OFFLINE_TEXT.needsNetwork}</p>
        ) : (
          <LoadFailedAlert
            message={QUOTE_TEXT.loadFailed}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        )
      ) : !page ? (
        <div className="quote-cards" aria-busy="true">
          {[1, 2, 3].map((key) => (
            <div key={key} className="card quote-card" aria-hidden="true">
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
          ))}
        </div>
      ) : page.total_count === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{empty}</p>
          {side === 'buyer' && (
            <Link to="/search" className="btn btn--primary">
              {QUOTE_TEXT.search}
            </Link>
          )}
        </div>
      ) : (
        <>
          {summary}
          <ul className="quote-cards plain-list">
            {page.quotes.map((quote) => (
              <li key={quote.id}>
                <QuoteCard quote={quote} side={side} />
              </li>
            ))}
          </ul>
          <LinkPager
            label={QUOTE_TEXT.pagesLabel}
            page={page.page}
            pages={Math.ceil(page.total_count / page.per_page)}
            to={(next) => ({ to: path, search: { page: next } })}
          />
        </>
      )}
    </section>
  )
}
