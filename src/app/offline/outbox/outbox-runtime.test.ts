// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/api-client.ts'
import type { StoredSession } from '../../session/session-types.ts'
import { memoryOutboxStorage } from '../../testing/memory-outbox-storage.ts'
import { oneLock } from '../../testing/one-lock.ts'
import { toastStore } from '../../ui/toast-store.ts'
import { newOutboxItem } from './outbox-item.ts'
import { startOutbox } from './outbox-runtime.ts'
import { OUTBOX_TEXT } from './outbox-texts.ts'

const FIRST = 7
const SECOND = 8

function signedIn(id: number): StoredSession {
  return {
    user: { id } as StoredSession['user'],
    headers: { uid: `user${id}@example.com` } as StoredSession['headers'],
  }
}

/** The session as the outbox reads it: who is signed in, and a way to sign someone else in. */
function sessionOf(id: number) {
  const listeners = new Set<(session: StoredSession | null) => void>()
  let current: StoredSession | null = signedIn(id)
  return {
    get current() {
      return current
    },
    endedBy: null,
    subscribe(listener: (session: StoredSession | null) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signIn(next: number) {
      current = signedIn(next)
      for (const listener of listeners) listener(current)
    },
  }
}

/** A send that stays on the wire until the test answers it. */
function heldApi() {
  let answer: (() => void) | undefined
  const send = vi.fn(
    () =>
      new Promise<unknown>((_, reject) => {
        answer = () => reject(new ApiError(401, null))
      }),
  )
  return { send, answer: () => answer?.() }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('startOutbox', () => {
  beforeEach(() => {
    const lock = oneLock()
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: { request: (_name: string, task: () => Promise<void>) => lock(task) },
    })
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks')
  })

  it('drops what the first user left only once their send in flight has ended, so it never comes back', async () => {
    const storage = memoryOutboxStorage()
    const share = {
      kind: 'share_vendor',
      method: 'POST' as const,
      path: '/vendors/1/share_via_email',
      body: { emails: ['a@b.example'] },
      idempotencyKey: 'share-1',
      summary: 'Share Brightshelf Media with 1 recipient',
    }
    await storage.put(newOutboxItem(share, FIRST, 1))
    const api = heldApi()
    const session = sessionOf(FIRST)
    startOutbox(api, session, storage)
    await vi.waitFor(() => expect(api.send).toHaveBeenCalledOnce())

    session.signIn(SECOND)
    await settled()
    expect(storage.items.get('share-1')?.state).toBe('sending')

    api.answer()
    await vi.waitFor(() =>
      expect(toastStore.snapshot()?.message).toBe(OUTBOX_TEXT.othersDiscarded(1)),
    )
    await settled()
    expect([...storage.items.keys()]).toEqual([])
    expect(api.send).toHaveBeenCalledOnce()
  })
})
