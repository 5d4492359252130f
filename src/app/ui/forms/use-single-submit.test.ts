// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSingleSubmit } from './use-single-submit.ts'

describe('useSingleSubmit', () => {
  it('runs a second submit made while the first runs not at all, and a later one again', async () => {
    const sent: string[] = []
    let answer: () => void = () => {}
    const { result } = renderHook(() =>
      useSingleSubmit(async (value: string) => {
        sent.push(value)
        await new Promise<void>((resolve) => {
          answer = resolve
        })
      }),
    )
    const first = result.current('tap one')
    await result.current('tap two')
    expect(sent).toEqual(['tap one'])
    answer()
    await first
    const later = result.current('after the answer')
    answer()
    await later
    expect(sent).toEqual(['tap one', 'after the answer'])
  })

  it('takes submits again after one failed', async () => {
    let calls = 0
    const { result } = renderHook(() =>
      useSingleSubmit(async () => {
        calls += 1
        throw new Error('refused')
      }),
    )
    await expect(result.current()).rejects.toThrow('refused')
    await expect(result.current()).rejects.toThrow('refused')
    expect(calls).toBe(2)
  })
})
