// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useLongWait } from './use-long-wait.ts'

describe('useLongWait', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('says so once a wait has lasted long enough, and not after it ends', () => {
    const { result, rerender } = renderHook(({ waiting }) => useLongWait(waiting, 1_000), {
      initialProps: { waiting: true },
    })
    act(() => vi.advanceTimersByTime(999))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    rerender({ waiting: false })
    expect(result.current).toBe(false)
  })

  it('counts a new wait from its own start', () => {
    const { result, rerender } = renderHook(({ waiting }) => useLongWait(waiting, 1_000), {
      initialProps: { waiting: true },
    })
    act(() => vi.advanceTimersByTime(800))
    rerender({ waiting: false })
    rerender({ waiting: true })
    act(() => vi.advanceTimersByTime(800))
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersByTime(200))
    expect(result.current).toBe(true)
  })
})
