import { describe, expect, it } from 'vitest'
import {
  type ApiClient,
  ApiError,
  NetworkError,
  type RequestOptions,
} from '../../api/api-client.ts'
import { newOutboxItem, type Submission } from './outbox-item.ts'
import { sendSubmission } from './outbox-runtime.ts'
import { filledPath } from './request-with-follow-up.ts'

function recordingApi(answer: (path: string) => unknown) {
  const calls: { path: string; options: RequestOptions }[] = []
  const send: ApiClient['send'] = async (path, options) => {
    calls.push({ path, options })
    const result = answer(path)
    if (result instanceof Error) throw result
    return result
  }
  const api = { send }
  return { api, calls }
}

const quote: Submission = {
  kind: 'quote_send',
  method: 'POST',
  path: '/request_quote',
  body: { vendor_id: 3 },
  idempotencyKey: 'key-1',
  summary: 'Request a quote from Brightshelf',
  followUp: {
    method: 'PUT',
    path: '/request_quote/{request_quote_id}',
    body: { email_to: ['a@b.example'] },
  },
}

/** The signed-in user is the items' owner, user 1. */
const owner = () => 1

describe('sendSubmission', () => {
  it('sends nothing more once another user signed in, and keeps the rest for its owner', async () => {
    let signedIn: number | null = 1
    const { api, calls } = recordingApi((path) => {
      // Someone else signs in while the create is on the wire.
      signedIn = 2
      return path === '/request_quote' ? { data: { request_quote_id: 41 } } : {}
    })
    const result = await sendSubmission(api, newOutboxItem(quote, 1, 0), () => signedIn)
    expect(calls.map((c) => c.path)).toEqual(['/request_quote'])
    expect(result).toEqual({ status: 401, body: null })
    expect(await sendSubmission(api, newOutboxItem(quote, 1, 0), () => null)).toEqual({
      status: 401,
      body: null,
    })
    expect(calls).toHaveLength(1)
  })

  it('creates then sends a quote under one idempotency key', async () => {
    const { api, calls } = recordingApi((path) =>
      path === '/request_quote' ? { data: { request_quote_id: 41 } } : { data: { sent: true } },
    )
    const result = await sendSubmission(api, newOutboxItem(quote, 1, 0), owner)
    expect(result).toEqual({ status: 200, body: { data: { sent: true } } })
    expect(calls.map((c) => [c.options.method, c.path, c.options.headers])).toEqual([
      ['POST', '/request_quote', { 'Idempotency-Key': 'key-1' }],
      ['PUT', '/request_quote/41', { 'Idempotency-Key': 'key-1' }],
    ])
    expect(calls[1]?.options.body).toEqual({ email_to: ['a@b.example'] })
  })

  it('answers the server’s status and body, or no answer when the network failed', async () => {
    const refused = { errors: { email_to: ['is invalid'] } }
    const item = newOutboxItem({ ...quote, followUp: undefined }, 1, 0)
    expect(
      await sendSubmission(recordingApi(() => new ApiError(422, refused)).api, item, owner),
    ).toEqual({
      status: 422,
      body: refused,
    })
    expect(
      await sendSubmission(recordingApi(() => new NetworkError('down')).api, item, owner),
    ).toEqual({
      status: 'no-answer',
    })
  })

  it('fills a path from the first answer', () => {
    expect(
      filledPath('/request_quote/{request_quote_id}', { data: { request_quote_id: 'a/b' } }),
    ).toBe('/request_quote/a%2Fb')
  })

  it('takes the fields it names from the first answer into the follow-up body', async () => {
    const rep = { email: 'rep@vendor.example', first_name: 'Rae', last_name: 'Rep' }
    const { api, calls } = recordingApi((path) =>
      path === '/request_quote' ? { data: { request_quote_id: 7, email_to: [rep] } } : {},
    )
    const composedOffline: Submission = {
      ...quote,
      followUp: {
        method: 'PUT',
        path: '/request_quote/{request_quote_id}',
        body: { email_cc: [], email_subject: 'Quote' },
        bodyFromAnswer: ['email_to'],
      },
    }
    await sendSubmission(api, newOutboxItem(composedOffline, 1, 0), owner)
    expect(calls[1]?.path).toBe('/request_quote/7')
    expect(calls[1]?.options.body).toEqual({
      email_cc: [],
      email_subject: 'Quote',
      email_to: [rep],
    })
  })
})
