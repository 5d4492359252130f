import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../api/api-client.ts'
import type { Submission } from './outbox-item.ts'
import { KEPT_OFFLINE, sendOrKeep } from './send-or-keep.ts'

const share: Submission = {
  kind: 'share_vendor',
  method: 'POST',
  path: '/vendors/3/share_via_email',
  body: { emails: ['a@b.example'] },
  idempotencyKey: 'k',
  summary: 'Share',
}

function keeper() {
  const kept: Submission[] = []
  return { kept, outbox: { keep: async (s: Submission) => void kept.push(s) } }
}

describe('sendOrKeep', () => {
  it('sends online and answers the server’s answer', async () => {
    const { kept, outbox } = keeper()
    expect(
      await sendOrKeep(
        async () => 'sent',
        share,
        outbox,
        () => true,
      ),
    ).toBe('sent')
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
      () => false,
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
    expect(await sendOrKeep(lost, share, outbox, () => true)).toBe(KEPT_OFFLINE)
    const refused = async () => {
      throw new ApiError(422, {})
    }
    await expect(sendOrKeep(refused, share, outbox, () => true)).rejects.toBeInstanceOf(ApiError)
    expect(kept).toEqual([share])
  })
})
