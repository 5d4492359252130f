// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useCloseOnTurn } from './use-close-on-turn.ts'

function resizeTo(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height })
  window.dispatchEvent(new Event('resize'))
}

describe('useCloseOnTurn', () => {
  it('closes an open popover when the width changes, not when only the height does', () => {
    resizeTo(1024, 768)
    let closed = 0
    const { rerender, unmount } = renderHook(({ open }) => useCloseOnTurn(open, () => closed++), {
      initialProps: { open: true },
    })
    resizeTo(1024, 400)
    expect(closed).toBe(0)
    resizeTo(768, 1024)
    expect(closed).toBe(1)
    rerender({ open: false })
    resizeTo(1024, 768)
    expect(closed).toBe(1)
    unmount()
  })
})
