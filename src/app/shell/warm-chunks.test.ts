// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchInSlices } from './warm-chunks.ts'

const files = Array.from({ length: 30 }, (_, i) => `/assets/chunk-${i}.js`)
const now = (run: () => void) => run()

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('fetchInSlices', () => {
  it('keeps what the lost connection left for when it is back, instead of failing it all', async () => {
    const fetched: string[] = []
    let offline = false
    vi.stubGlobal(
      'fetch',
      vi.fn(async (file: string) => {
        if (offline) throw new TypeError('Failed to fetch')
        fetched.push(file)
        return new Response('x')
      }),
    )
    const idle = vi.fn()
    fetchInSlices(files, idle)
    idle.mock.calls[0]?.[0]()
    // The first slice went out; the connection goes before the next.
    await vi.waitFor(() => expect(fetched).toHaveLength(12))
    offline = true
    setOnline(false)
    for (const run of idle.mock.calls.slice(1).map(([run]) => run)) run()
    // The failed fetches settle: the rest of the list waits rather than being tried.
    await new Promise((settled) => setTimeout(settled, 0))
    for (const run of idle.mock.calls.map(([run]) => run)) run()
    expect(fetch).toHaveBeenCalledTimes(24)

    offline = false
    idle.mockImplementation(now)
    setOnline(true)
    await vi.waitFor(() => expect(new Set(fetched)).toEqual(new Set(files)))
  })

  it('goes on when a failure arrives after the browser said it was back online', async () => {
    vi.useFakeTimers()
    const fetched: string[] = []
    let failing = true
    vi.stubGlobal(
      'fetch',
      vi.fn(async (file: string) => {
        if (failing) throw new TypeError('Failed to fetch')
        fetched.push(file)
        return new Response('x')
      }),
    )
    setOnline(false)
    setOnline(true)
    // The failures of the slice sent while offline settle only now, online again.
    fetchInSlices(files.slice(0, 3), now)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetched).toEqual([])

    failing = false
    await vi.advanceTimersByTimeAsync(3_000)
    expect(new Set(fetched)).toEqual(new Set(files.slice(0, 3)))
  })

  it('does not fetch what the page already loaded, but does fetch what the page failed to load', async () => {
    // Chromium keeps an entry for a failed fetch too, with no body (an Ionic part asked offline).
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'http://localhost/assets/chunk-0.js', decodedBodySize: 812 },
      { name: 'http://localhost/assets/chunk-1.js', decodedBodySize: 0 },
    ] as PerformanceResourceTiming[])
    const fetchMock = vi.fn(async (_file: string) => new Response('x'))
    vi.stubGlobal('fetch', fetchMock)
    fetchInSlices(files.slice(0, 3), now)
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(fetchMock.mock.calls.map(([file]) => file)).toEqual(files.slice(1, 3))
  })

  it('starts no more fetches than the idle period has time for, one at least', async () => {
    const fetchMock = vi.fn(async (_file: string) => new Response('x'))
    vi.stubGlobal('fetch', fetchMock)
    const slices: Array<(deadline?: IdleDeadline) => void> = []
    fetchInSlices(files, (run) => slices.push(run))
    const ample = { didTimeout: false, timeRemaining: () => 49 }
    slices.shift()?.(ample)
    expect(fetchMock).toHaveBeenCalledTimes(12)
    // 12 ms left after the first fetch, 9 after the second, 6 after the third: three fetches.
    let left = 15
    slices.shift()?.({ didTimeout: false, timeRemaining: () => (left -= 3) })
    expect(fetchMock).toHaveBeenCalledTimes(15)
    slices.shift()?.({ didTimeout: false, timeRemaining: () => 0 })
    expect(fetchMock).toHaveBeenCalledTimes(16)
  })
})
