import { describe, expect, it } from 'vitest'
import { isKeptMultipart, wireBody } from '../../offline/outbox/kept-multipart.ts'
import { newOutboxItem, type OutboxState } from '../../offline/outbox/outbox-item.ts'
import { closeWrite, nudgeWrite, replyWrite } from './quote-writes.ts'
import { waitingWritesOf } from './use-quote-writes.ts'

const thread = { id: 7, with: 'Brightshelf Media' }
const pdf = new File(['%PDF-1.4 rates'], 'rates.pdf', { type: 'application/pdf' })

describe('quote writes', () => {
  it('keep a reply as multipart, its files as they are, and send them as attachments', () => {
    const write = replyWrite(thread, 'Our plan', [pdf])
    expect(write).toMatchObject({
      kind: 'quote_reply',
      method: 'POST',
      path: '/quotes/7/replies',
      summary: 'Reply to Brightshelf Media',
      view: { quoteId: 7, text: 'Our plan', files: [{ name: 'rates.pdf', size: pdf.size }] },
    })
    expect(isKeptMultipart(write.body) && write.body.multipart.files[0]?.blob).toBe(pdf)
    const form = wireBody(write.body) as FormData
    expect(form.get('text')).toBe('Our plan')
    expect((form.getAll('attachments')[0] as File).name).toBe('rates.pdf')
  })

  it('close with the outcome and nudge by the request', () => {
    expect(closeWrite(thread, 'no_longer_needed')).toMatchObject({
      method: 'PUT',
      path: '/quotes/7/close',
      body: { outcome: 'no_longer_needed' },
    })
    expect(nudgeWrite(thread)).toMatchObject({ method: 'POST', path: '/quotes/7/nudge' })
  })

  it("show as waiting in a thread only that request's writes the outbox still means to send", () => {
    const kept = (write: ReturnType<typeof replyWrite>, key: string, state: OutboxState) => ({
      ...newOutboxItem({ ...write, idempotencyKey: key }, 1, 10),
      state,
    })
    const items = [
      kept(replyWrite(thread, 'Waiting', []), 'a', 'pending'),
      kept(closeWrite(thread, 'chose_this_vendor'), 'b', 'waiting-login'),
      kept(replyWrite(thread, 'Refused', []), 'c', 'refused'),
      kept(replyWrite({ id: 8, with: 'Other' }, 'Elsewhere', []), 'd', 'pending'),
    ]
    expect(waitingWritesOf(items, 7).map((w) => [w.key, w.kind])).toEqual([
      ['a', 'quote_reply'],
      ['b', 'quote_close'],
    ])
  })
})
