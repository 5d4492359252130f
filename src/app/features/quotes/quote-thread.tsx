import '../../ui/surfaces.css'
import './quotes.css'
import { IonButton } from '@ionic/react'
import type { UseQueryResult } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import type { QuoteThread as Thread } from '#domain/quotes.ts'
import { ApiError, NetworkError } from '../../api/api-client.ts'
import { BackToPage } from '../../navigation/back-to-page.tsx'
import { OFFLINE_TEXT } from '../../offline/offline-texts.ts'
import { LoadFailedAlert } from '../../ui/load-failed-alert.tsx'
import { NudgeButton } from './nudge-button.tsx'
import { QuoteBadges } from './quote-badges.tsx'
import { counterpartOf } from './quote-card.tsx'
import { ReplyItem, WaitingReply } from './quote-reply-item.tsx'
import { personName, QUOTE_TEXT, shortDate } from './quote-texts.ts'
import { ReplyForm } from './reply-form.tsx'
import { useWaitingQuoteWrites } from './use-quote-writes.ts'

const CloseRequestModal = lazy(() => import('./close-request-modal.tsx'))

type Side = 'buyer' | 'vendor'
type Props = {
  side: Side
  thread: Pick<UseQueryResult<Thread>, 'data' | 'isError' | 'error' | 'isFetching' | 'refetch'>
}

/** /quotes/{id} and /company/quotes/{id} (§3): the request as sent, its replies, and a reply. */
export function QuoteThreadPage({ side, thread }: Props) {
  const back = side === 'buyer' ? '/quotes' : '/company/quotes'
  const title = side === 'buyer' ? QUOTE_TEXT.buyerTitle : QUOTE_TEXT.vendorTitle
  const notFound = thread.error instanceof ApiError && [403, 404].includes(thread.error.status)
  return (
    <article className="container quote-thread" aria-labelledby="quote-title">
      <BackToPage path={back} name={title} />
      {thread.data ? (
        <LoadedThread side={side} thread={thread.data} />
      ) : notFound ? (
        <h1 id="quote-title">{QUOTE_TEXT.notFound}</h1>
      ) : thread.isError ? (
        <>
          <h1 id="quote-title">{title}</h1>
          {thread.error instanceof NetworkError ? (
            <p className="empty-state">{OFFLINE_TEXT.needsNetwork}</p>
          ) : (
            <LoadFailedAlert
              message={QUOTE_TEXT.threadLoadFailed}
              retrying={thread.isFetching}
              onRetry={() => void thread.refetch()}
            />
          )}
        </>
      ) : (
        <>
          <h1 id="quote-title">{title}</h1>
          <div className="card" aria-busy="true">
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--short" />
          </div>
        </>
      )}
    </article>
  )
}

function LoadedThread({ side, thread }: { side: Side; thread: Thread }) {
  const [closing, setClosing] = useState(false)
  const waiting = useWaitingQuoteWrites(thread.id)
  const counterpart = counterpartOf(thread, side)
  const ref = { id: thread.id, with: counterpart }
  const waitingClose = waiting.find((write) => write.kind === 'quote_close')
  const open = thread.status !== 'closed' && !waitingClose
  const buyer = thread.buyer
  return (
    <>
      <header className="quote-thread__header">
        <h1 id="quote-title">{counterpart}</h1>
        <p className="quote-thread__facts">
          {side === 'vendor' && buyer?.company_name && <span>{buyer.company_name}</span>}
          <span>{thread.tactic?.name ?? QUOTE_TEXT.aboutVendor}</span>
          <span>
            <time dateTime={thread.sent_at}>{QUOTE_TEXT.sentOn(shortDate(thread.sent_at))}</time>
          </span>
          {thread.opened_at && <span>{QUOTE_TEXT.openedOn(shortDate(thread.opened_at))}</span>}
          {thread.nudged_at && <span>{QUOTE_TEXT.nudgedOn(shortDate(thread.nudged_at))}</span>}
        </p>
        <div className="quote-thread__status">
          <QuoteBadges quote={thread} side={side} />
          {thread.outcome && (
            <span className="quote-thread__outcome">
              {QUOTE_TEXT.closedWith(QUOTE_TEXT.outcomes[thread.outcome])}
            </span>
          )}
          {waitingClose?.view.outcome && (
            <span className="quote-thread__outcome">
              {QUOTE_TEXT.closedWith(QUOTE_TEXT.outcomes[waitingClose.view.outcome])}{' '}
              <span className="waiting-badge">{QUOTE_TEXT.waiting}</span>
            </span>
          )}
        </div>
        {side === 'buyer' && open && (thread.can_nudge || thread.can_close) && (
          <div className="wrap-row quote-thread__actions">
            {thread.can_nudge && <NudgeButton thread={ref} />}
            {thread.can_close && (
              <IonButton fill="outline" color="danger" onClick={() => setClosing(true)}>
                {QUOTE_TEXT.closeRequest}
              </IonButton>
            )}
          </div>
        )}
      </header>

      <section className="card quote-request" aria-labelledby="quote-request-title">
        <h2 id="quote-request-title">
          {side === 'buyer'
            ? QUOTE_TEXT.request
            : QUOTE_TEXT.requestFrom(buyer ? personName(buyer) : QUOTE_TEXT.formerBuyer)}
        </h2>
        <dl className="quote-request__fields">
          <dt>{QUOTE_TEXT.subject}</dt>
          <dd>{thread.email_subject}</dd>
          {thread.email_cc.length > 0 && (
            <>
              <dt>{QUOTE_TEXT.cc}</dt>
              <dd>{thread.email_cc.join(', ')}</dd>
            </>
          )}
        </dl>
        <p className="quote-text">{thread.email_text}</p>
      </section>

      <section className="quote-replies" aria-labelledby="quote-replies-title">
        <h2 id="quote-replies-title">{QUOTE_TEXT.thread}</h2>
        {thread.replies.length === 0 && waiting.every((w) => w.kind !== 'quote_reply') ? (
          <p className="quote-replies__none">{QUOTE_TEXT.noReplies}</p>
        ) : (
          <ol className="plain-list quote-replies__list">
            {thread.replies.map((reply) => (
              <li key={reply.id}>
                <ReplyItem quoteId={thread.id} reply={reply} side={side} />
              </li>
            ))}
            {waiting
              .filter((write) => write.kind === 'quote_reply')
              .map((write) => (
                <li key={write.key}>
                  <WaitingReply write={write} side={side} />
                </li>
              ))}
          </ol>
        )}
      </section>

      {thread.can_reply && open ? (
        <ReplyForm thread={ref} />
      ) : (
        thread.status === 'closed' && <p className="alert alert--info">{QUOTE_TEXT.closed}</p>
      )}
      <Suspense fallback={null}>
        {closing && <CloseRequestModal thread={ref} onClose={() => setClosing(false)} />}
      </Suspense>
    </>
  )
}
