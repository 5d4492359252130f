import type { QuoteReply, QuoteSide } from '#domain/quotes.ts'
import { AttachmentList } from './attachment-list.tsx'
import { fileSize, personName, QUOTE_TEXT, replyTime } from './quote-texts.ts'
import type { WaitingQuoteWrite } from './use-quote-writes.ts'

type Side = QuoteSide

function authorOf(reply: QuoteReply): string {
  if (reply.author) return personName(reply.author)
  return reply.side === 'buyer' ? QUOTE_TEXT.formerBuyer : QUOTE_TEXT.formerMember
}

/** One reply of a thread: author, side, time, text and attachments; the reader's own set apart. */
export function ReplyItem({
  quoteId,
  reply,
  side,
}: {
  quoteId: number
  reply: QuoteReply
  side: Side
}) {
  const mine = reply.side === side
  return (
    <article className={`quote-reply quote-reply--${mine ? 'mine' : 'theirs'}`}>
      <header className="quote-reply__meta">
        <span className="quote-reply__author">{authorOf(reply)}</span>
        <span className="quote-reply__side">{QUOTE_TEXT.sides[reply.side]}</span>
        <time dateTime={reply.created_at}>{replyTime(reply.created_at)}</time>
      </header>
      <p className="quote-text">{reply.text}</p>
      <AttachmentList quoteId={quoteId} attachments={reply.attachments} />
    </article>
  )
}

/** A reply written here that the outbox still holds: shown as the reader's, marked waiting. */
export function WaitingReply({ write, side }: { write: WaitingQuoteWrite; side: Side }) {
  return (
    <article className="quote-reply quote-reply--mine quote-reply--waiting">
      <header className="quote-reply__meta">
        <span className="quote-reply__author">{QUOTE_TEXT.you}</span>
        <span className="quote-reply__side">{QUOTE_TEXT.sides[side]}</span>
        <span className="waiting-badge">{QUOTE_TEXT.waiting}</span>
      </header>
      <p className="quote-text">{write.view.text}</p>
      {(write.view.files ?? []).length > 0 && (
        <ul className="quote-attachments plain-list" aria-label={QUOTE_TEXT.attachments}>
          {(write.view.files ?? []).map((file) => (
            <li key={file.name} className="quote-attachment quote-attachment--file">
              <span className="quote-attachment__name">{file.name}</span>
              <span className="quote-attachment__size">{fileSize(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
