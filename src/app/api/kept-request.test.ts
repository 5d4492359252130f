import { describe, expect, expectTypeOf, it } from 'vitest'
import { keptRequest } from './kept-request.ts'

describe('keptRequest', () => {
  it('fills the route parameters, escaped, and keeps the body', () => {
    const body = { emails: ['ann@acme.example'], message: 'Look', search_id: null }
    expect(keptRequest('$post', '/vendors/:id/share_via_email', { id: 12 }, body)).toEqual({
      method: 'POST',
      path: '/vendors/12/share_via_email',
      body,
    })
    expect(
      keptRequest(
        '$put',
        '/request_quote/:id',
        { id: 'a/b' },
        {
          email_cc: [],
          email_subject: 'Quote',
          email_text: 'Hello',
        },
      ).path,
    ).toBe('/request_quote/a%2Fb')
  })

  it("leaves a {field} the first call's answer fills", () => {
    const email = { email_cc: [], email_subject: 'Quote', email_text: 'Hello' }
    expect(
      keptRequest('$put', '/request_quote/:id', { id: '{request_quote_id}' }, email).path,
    ).toBe('/request_quote/{request_quote_id}')
  })

  it("is checked against the server's routes by tsc", () => {
    const share = () =>
      keptRequest(
        '$post',
        '/vendors/:id/share_via_email',
        { id: 1 },
        {
          emails: [],
          message: '',
          search_id: null,
        },
      )
    expectTypeOf<NonNullable<ReturnType<typeof share>['answer']>>().toEqualTypeOf<{
      data: { emails: string[] }
    }>()
    // @ts-expect-error: no such route
    void (() => keptRequest('$post', '/vendors/:id/share_via_mail', { id: 1 }, {}))
    // @ts-expect-error: a body the route's validator does not take
    void (() => keptRequest('$post', '/recommend_vendor', {}, { vendor: 'Acme' }))
    // @ts-expect-error: the route takes no PUT
    void (() => keptRequest('$put', '/recommend_vendor', {}, { vendor_name: 'Acme' }))
  })
})
