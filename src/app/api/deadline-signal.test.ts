import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { deadlineSignal } from './deadline-signal.ts'

/** The page's clock: the timers' own time plus what a busy main thread held them up. */
let heldUp = 0
const now = () => Date.now() + heldUp

/** The main thread busy for `ms`: the timers due meanwhile fire when it ends, late. */
function busy(ms: number) {
  heldUp += ms
}

describe('deadlineSignal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    heldUp = 0
  })
  afterEach(() => vi.useRealTimers())

  it('aborts at the deadline when the page was free to read an answer', () => {
    const signal = deadlineSignal(3_000, now)
    vi.advanceTimersByTime(2_999)
    expect(signal.aborted).toBe(false)
    vi.advanceTimersByTime(1)
    expect(signal.aborted).toBe(true)
    expect((signal.reason as DOMException).name).toBe('TimeoutError')
  })

  it('lets a page that was busy past the deadline read what arrived before giving up', () => {
    const signal = deadlineSignal(3_000, now)
    vi.advanceTimersByTime(1_000)
    busy(4_000)
    vi.advanceTimersByTime(2_000)
    expect(signal.aborted).toBe(false)
    vi.advanceTimersByTime(50)
    expect(signal.aborted).toBe(true)
  })

  it('gives up after three deadlines whatever holds the timers up (a hidden page)', () => {
    const signal = deadlineSignal(1_000, now)
    busy(1_500)
    vi.advanceTimersByTime(1_000)
    expect(signal.aborted).toBe(false)
    busy(1_000)
    vi.advanceTimersByTime(50)
    expect(signal.aborted).toBe(true)
  })
})
