// @vitest-environment jsdom
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { keepContentScroll } from './content-scroll.ts'

type RouterEvent = 'onBeforeLoad' | 'onLoad' | 'onRendered'
type Change = { fromLocation?: ParsedLocation; toLocation: ParsedLocation }

/** The router's side that keepContentScroll follows: its resolved page and its events. */
function fakeRouter(start: ParsedLocation) {
  const listeners = new Map<RouterEvent, Set<(change: Change) => void>>()
  const router = {
    state: { resolvedLocation: start },
    subscribe(type: RouterEvent, listener: (change: Change) => void) {
      const set = listeners.get(type) ?? new Set()
      set.add(listener)
      listeners.set(type, set)
      return () => set.delete(listener)
    },
  }
  const emit = (type: RouterEvent, change: Change) => {
    for (const listener of listeners.get(type) ?? []) listener(change)
  }
  return { router: router as unknown as AnyRouter, emit }
}

const entry = (key: string, href: string) =>
  ({ href, state: { __TSR_key: key } }) as unknown as ParsedLocation

const results = entry('results', '/search?keyword=media')
const vendor = entry('vendor', '/company/52')

let stop = () => {}

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  }
})

afterEach(() => stop())

function follow() {
  const { router, emit } = fakeRouter(results)
  const element = document.createElement('div')
  stop = keepContentScroll(router, element, document.createElement('div'))
  return { element, emit }
}

describe('keepContentScroll', () => {
  it('gives the results their offset back on Back', () => {
    const { element, emit } = follow()
    element.scrollTop = 1800
    emit('onBeforeLoad', { fromLocation: results, toLocation: vendor })
    emit('onLoad', { fromLocation: results, toLocation: vendor })
    element.scrollTop = 0
    emit('onRendered', { fromLocation: results, toLocation: vendor })
    element.scrollTop = 300

    emit('onBeforeLoad', { fromLocation: vendor, toLocation: results })
    emit('onLoad', { fromLocation: vendor, toLocation: results })
    emit('onRendered', { fromLocation: vendor, toLocation: results })
    expect(element.scrollTop).toBe(1800)
  })

  it('keeps the results offset when Back is taken before the next page resolved', () => {
    const { element, emit } = follow()
    element.scrollTop = 1800
    emit('onBeforeLoad', { fromLocation: results, toLocation: vendor })
    emit('onLoad', { fromLocation: results, toLocation: vendor })
    // The vendor page is drawn, shorter, and its back control scrolled into view and tapped.
    element.scrollTop = 40

    // The router had not resolved the vendor page: the results are the navigation's "from".
    emit('onBeforeLoad', { fromLocation: results, toLocation: results })
    emit('onLoad', { fromLocation: results, toLocation: results })
    emit('onRendered', { fromLocation: results, toLocation: results })
    expect(element.scrollTop).toBe(1800)

    // Forward again: the vendor page where it was left.
    emit('onBeforeLoad', { fromLocation: results, toLocation: vendor })
    emit('onLoad', { fromLocation: results, toLocation: vendor })
    emit('onRendered', { fromLocation: results, toLocation: vendor })
    expect(element.scrollTop).toBe(40)
  })
})
