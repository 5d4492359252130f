import { describe, expect, it } from 'vitest'
import { memoryOutboxStorage } from '../../testing/memory-outbox-storage.ts'
import { oneLock } from '../../testing/one-lock.ts'
import { newOutboxItem, type OutboxItem, type Submission } from './outbox-item.ts'
import { backoffMs, replayOutbox, type SendResult } from './replay-outbox.ts'

function submission(key: string): Submission {
  return {
    kind: 'share',
    method: 'POST',
    path: '/shares',
    body: { note: key },
    idempotencyKey: key,
    summary: `Share ${key}`,
  }
}

const USER = 7

function setup(answer: (item: OutboxItem) => SendResult | Promise<SendResult>) {
  const storage = memoryOutboxStorage()
  const sent: string[] = []
  let clock = 1_000
  const exclusive = oneLock()
  const deps = (userId: number | null = USER) => ({
    storage,
    userId,
    now: () => clock,
    exclusive,
    send: async (item: OutboxItem) => {
      const result = await answer(item)
      if (result.status !== 'no-answer') sent.push(item.submission.idempotencyKey)
      return result
    },
  })
  const enqueue = async (key: string, userId = USER) => {
    clock += 1
    await storage.put(newOutboxItem(submission(key), userId, clock))
  }
  return { storage, sent, deps, enqueue, tick: (ms: number) => (clock += ms) }
}

const ok: SendResult = { status: 201, body: {} }

describe('replayOutbox', () => {
  it('tries nothing while the browser is known to be offline', async () => {
    const t = setup(() => ok)
    await t.enqueue('a')
    expect(await replayOutbox({ ...t.deps(), online: () => false }, true)).toEqual([])
    expect(t.sent).toEqual([])
    expect(t.storage.items.get('a')?.state).toBe('pending')
  })

  it('sends the user’s items oldest first and forgets each once delivered', async () => {
    const t = setup(() => ok)
    await t.enqueue('a')
    await t.enqueue('other', 99)
    await t.enqueue('b')
    const events = await replayOutbox(t.deps())
    expect(t.sent).toEqual(['a', 'b'])
    expect(events.map((e) => e.outcome)).toEqual(['delivered', 'delivered'])
    expect([...t.storage.items.keys()]).toEqual(['other'])
  })

  it('does not put back an item removed while it was on the wire', async () => {
    const t = setup(async (item) => {
      // Another user signs in meanwhile and the first user's items are dropped.
      await t.storage.remove(item.submission.idempotencyKey)
      return { status: 'no-answer' }
    })
    await t.enqueue('a')
    await t.enqueue('b')
    expect(await replayOutbox(t.deps())).toEqual([])
    expect([...t.storage.items.keys()]).toEqual(['b'])
  })

  it('sends nothing without a signed-in user', async () => {
    const t = setup(() => ok)
    await t.enqueue('a')
    expect(await replayOutbox(t.deps(null))).toEqual([])
    expect(t.sent).toEqual([])
  })

  it('stops at a network failure, keeps the order and backs off until forced', async () => {
    let online = false
    const t = setup(() => (online ? ok : { status: 'no-answer' }))
    await t.enqueue('a')
    await t.enqueue('b')
    const first = await replayOutbox(t.deps())
    expect(first.map((e) => [e.item.submission.idempotencyKey, e.outcome])).toEqual([
      ['a', 'retrying'],
    ])
    expect(t.storage.items.get('a')).toMatchObject({ state: 'pending', attempts: 1 })
    expect(t.storage.items.get('b')).toMatchObject({ state: 'pending', attempts: 0 })

    online = true
    expect(await replayOutbox(t.deps())).toEqual([])
    await replayOutbox(t.deps(), true)
    expect(t.sent).toEqual(['a', 'b'])
    expect(t.storage.items.size).toBe(0)
  })

  it('retries a 5xx later after a growing pause', async () => {
    let status = 503
    const t = setup(() => ({ status, body: null }))
    await t.enqueue('a')
    await replayOutbox(t.deps())
    t.tick(backoffMs(1) - 1)
    await replayOutbox(t.deps())
    expect(t.sent).toEqual(['a'])
    t.tick(1)
    status = 201
    await replayOutbox(t.deps())
    expect(t.sent).toEqual(['a', 'a'])
    expect(t.storage.items.size).toBe(0)
    expect([backoffMs(1), backoffMs(2), backoffMs(3), backoffMs(20)]).toEqual([
      2000, 4000, 8000, 300000,
    ])
  })

  it('keeps a 422 with the server’s errors for the user, and sends the next item', async () => {
    const errors = { errors: { email: ['is invalid'], full_messages: ['Email is invalid'] } }
    const t = setup((item) =>
      item.submission.idempotencyKey === 'bad' ? { status: 422, body: errors } : ok,
    )
    await t.enqueue('bad')
    await t.enqueue('good')
    const events = await replayOutbox(t.deps())
    expect(events.map((e) => e.outcome)).toEqual(['refused', 'delivered'])
    expect(t.storage.items.get('bad')).toMatchObject({ state: 'refused', answer: errors })
    await replayOutbox(t.deps(), true)
    expect(t.sent).toEqual(['bad', 'good'])
  })

  it('holds items whose session expired until the user is back, then sends them', async () => {
    let loggedIn = false
    const t = setup(() => (loggedIn ? ok : { status: 401, body: { errors: ['expired'] } }))
    await t.enqueue('a')
    await t.enqueue('b')
    const events = await replayOutbox(t.deps())
    expect(events.map((e) => e.outcome)).toEqual(['waiting-login'])
    expect(t.storage.items.get('a')?.state).toBe('waiting-login')
    loggedIn = true
    await replayOutbox(t.deps())
    expect(t.sent).toEqual(['a', 'a', 'b'])
    expect(t.storage.items.size).toBe(0)
  })

  it('marks a 403 or 404 as failed rather than dropping it', async () => {
    const t = setup(() => ({ status: 404, body: { errors: ['Not found'] } }))
    await t.enqueue('a')
    expect((await replayOutbox(t.deps())).map((e) => e.outcome)).toEqual(['failed'])
    expect(t.storage.items.get('a')?.state).toBe('failed')
    await replayOutbox(t.deps(), true)
    expect(t.sent).toEqual(['a'])
  })

  it('takes up an item left in flight by a tab that closed', async () => {
    const t = setup(() => ok)
    await t.enqueue('a')
    const item = t.storage.items.get('a') as OutboxItem
    t.storage.items.set('a', { ...item, state: 'sending', sendingSince: 1 })
    await replayOutbox(t.deps())
    expect(t.sent).toEqual(['a'])
  })

  it('never sends an item twice when two tabs replay at once', async () => {
    const t = setup(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      return ok
    })
    for (const key of ['a', 'b', 'c']) await t.enqueue(key)
    await Promise.all([replayOutbox(t.deps()), replayOutbox(t.deps()), replayOutbox(t.deps())])
    expect(t.sent).toEqual(['a', 'b', 'c'])
  })

  it('does not send an item cancelled while the pass runs', async () => {
    const t = setup(async (item) => {
      if (item.submission.idempotencyKey === 'a') await t.storage.remove('b')
      return ok
    })
    await t.enqueue('a')
    await t.enqueue('b')
    await replayOutbox(t.deps())
    expect(t.sent).toEqual(['a'])
  })

  it('delivers every item exactly once through random outages, lost answers and tabs', async () => {
    let seed = 42
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    let online = true
    const received = new Map<string, number>()
    // The server acts once per idempotency key; an answer may be lost on the way back.
    const t = setup(async (item) => {
      if (!online) return { status: 'no-answer' }
      const key = item.submission.idempotencyKey
      if (!received.has(key)) received.set(key, 1)
      return random() < 0.2 ? { status: 'no-answer' } : ok
    })
    const created: string[] = []
    for (let step = 0; step < 200; step++) {
      const roll = random()
      if (roll < 0.35) {
        const key = `k${step}`
        created.push(key)
        await t.enqueue(key)
      } else if (roll < 0.5) online = !online
      else if (roll < 0.6) t.tick(60_000)
      else await Promise.all([replayOutbox(t.deps()), replayOutbox(t.deps(), roll < 0.8)])
    }
    online = true
    for (let i = 0; i < 50 && t.storage.items.size > 0; i++) await replayOutbox(t.deps(), true)
    expect(created.length).toBeGreaterThan(50)
    expect(t.storage.items.size).toBe(0)
    expect([...received.keys()].sort()).toEqual([...created].sort())
  })
})
