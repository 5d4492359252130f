import { describe, expect, it } from 'vitest'
import type { AdminQuoteThread } from '#domain/admin-activity.ts'
import { ACTIVITY_TEXT } from './activity-text.ts'

const thread = (fields: Partial<AdminQuoteThread>): AdminQuoteThread => ({
  status: 'sent',
  waiting: false,
  opened_at: null,
  answered_at: null,
  closed_at: null,
  outcome: null,
  nudged_at: null,
  reply_count: 0,
  last_activity_at: '2026-11-20T10:00:00.000Z',
  ...fields,
})

describe('an Activity row of a quote request', () => {
  it('says where its thread stands, in the statuses buyers and vendors see', () => {
    expect(ACTIVITY_TEXT.thread(thread({}))).toBe('Sent · 0 replies')
    expect(ACTIVITY_TEXT.thread(thread({ status: 'opened', waiting: true }))).toBe(
      'Opened · No answer yet · 0 replies',
    )
    expect(ACTIVITY_TEXT.thread(thread({ status: 'answered', reply_count: 1 }))).toBe(
      'Answered · 1 reply',
    )
    expect(
      ACTIVITY_TEXT.thread(
        thread({ status: 'closed', outcome: 'chose_another_vendor', reply_count: 3 }),
      ),
    ).toBe('Closed: Chose another vendor · 3 replies')
  })
})
