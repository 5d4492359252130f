// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '../api/api-client.ts'
import { unlessOffline } from './needs-network.ts'
import { OFFLINE_TEXT } from './offline-texts.ts'

const FAILED = "Can't upload profile image, please try again"

describe('unlessOffline', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says the action needs a connection when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(unlessOffline(new NetworkError(), FAILED)).toBe(OFFLINE_TEXT.needsNetwork)
  })

  it("keeps the action's message for a request lost while online, or a server's answer", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    expect(unlessOffline(new NetworkError(), FAILED)).toBe(FAILED)
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    expect(unlessOffline(new ApiError(500, {}), FAILED)).toBe(FAILED)
  })
})
