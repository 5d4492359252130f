import { describe, expect, it } from 'vitest'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'
import { newOutboxItem } from './outbox-item.ts'
import { OUTBOX_TEXT } from './outbox-texts.ts'
import type { ReplayEvent } from './replay-outbox.ts'
import { replayToast } from './replay-toast.ts'

const event = (summary: string, outcome: ReplayEvent['outcome'], answer?: unknown) => ({
  item: {
    ...newOutboxItem(
      { kind: 'share', method: 'POST', path: '/s', body: {}, idempotencyKey: summary, summary },
      1,
      0,
    ),
    answer,
  },
  outcome,
})

describe('replayToast', () => {
  it('tells nothing of a pass that sent nothing', () => {
    expect(replayToast([])).toBeNull()
    expect(
      replayToast([event('Share A', 'retrying'), event('Share B', 'waiting-login')]),
    ).toBeNull()
  })

  it('tells one item with its own text', () => {
    expect(replayToast([event('Share A', 'delivered')])).toEqual({
      message: OUTBOX_TEXT.sent('Share A'),
      color: 'success',
    })
    expect(replayToast([event('Share A', 'failed', null)])).toEqual({
      message: OUTBOX_TEXT.failed('Share A', SOMETHING_WENT_WRONG),
      color: 'danger',
    })
  })

  it('tells every item of a pass in one toast, what went wrong first', () => {
    const told = replayToast([
      event('Share A', 'delivered'),
      event('Share B', 'refused'),
      event('Share C', 'delivered'),
    ])
    expect(told).toEqual({
      message: `${OUTBOX_TEXT.refused('Share B')} ${OUTBOX_TEXT.sent('Share A; Share C')}.`,
      color: 'warning',
    })
    expect(
      replayToast([event('Share A', 'refused'), event('Share B', 'failed', { errors: ['Gone'] })])
        ?.color,
    ).toBe('danger')
  })
})
