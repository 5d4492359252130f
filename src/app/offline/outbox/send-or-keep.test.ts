import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../api/api-client.ts'
import type { Submission } from './outbox-item.ts'
import { type Connection, KEPT_OFFLINE, sendOrKeep } from './send-or-keep.ts'

const share: Submission = {
  kind: 'share_vendor',
  method: 'POST',
  path: '/vendors/3/share_via_email',
  body: { emails: ['a@b.example'] },
  idempotencyKey: 'k',
  summary: 'Share',
}

/** A connection that is online until `lose()` says otherwise. */
function connection(online: boolean) {
  const listeners = new Set<() => void>()
  const state: Connection & { lose(): void } = {
    offline: () => !online,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    lose() {
      online = false
      for (const listener of listeners) listener()
    },
  }
  return { state, listeners }
}

const online = () => connection(true).state

function keeper() {
  const kept: Submission[] = []
  return { kept, outbox: { keep: async (s: Submission) => void kept.push(s) } }
}

describe('sendOrKeep', () => {
  it('sends online and answers the server’s answer', async () => {
    const { kept, outbox } = keeper()
    expect(await sendOrKeep(async () => 'sent', share, outbox, online())).toBe('sent')
    expect(kept).toEqual([])
  })

  it('keeps the submission without trying when the browser is offline', async () => {
    const { kept, outbox } = keeper()
    let tried = false
    const result = await sendOrKeep(
      async () => {
        tried = true
      },
      share,
      outbox,
      connection(false).state,
    )
    expect(result).toBe(KEPT_OFFLINE)
    expect(tried).toBe(false)
    expect(kept).toEqual([share])
  })

  it('keeps it when the send got no answer, and lets a server refusal through', async () => {
    const { kept, outbox } = keeper()
    const lost = async () => {
      throw new NetworkError('down')
    }
    expect(await sendOrKeep(lost, share, outbox, online())).toBe(KEPT_OFFLINE)
    const refused = async () => {
      throw new ApiError(422, {})
    }
    await expect(sendOrKeep(refused, share, outbox, online())).rejects.toBeInstanceOf(ApiError)
    expect(kept).toEqual([share])
  })

  it('keeps a send still on its way once another request finds the connection gone', async () => {
    const { kept, outbox } = keeper()
    const { state, listeners } = connection(true)
    let answer: (value: string) => void = () => {}
    const hanging = new Promise<string>((resolve) => {
      answer = resolve
    })
    const result = sendOrKeep(() => hanging, share, outbox, state)
    state.lose()
    expect(await result).toBe(KEPT_OFFLINE)
    expect(kept).toEqual([share])
    expect(listeners.size).toBe(0)
    answer('sent late')
    await hanging
    expect(kept).toEqual([share])
  })
})
