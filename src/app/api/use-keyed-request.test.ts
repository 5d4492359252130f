import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from './api-client.ts'
import { createKeyedRequest, type KeyHeader } from './use-keyed-request.ts'

/**
 * A server that applies a keyed write once and replays its answer for the same key, as the API's
 * Idempotency-Key middleware does; each applied write sends one email.
 */
function fakeServer() {
  const answers = new Map<string, unknown>()
  const emails: string[] = []
  const keys: string[] = []
  let loseNextAnswer = false
  let refuseNext = false
  /** The call a form makes: its path and body, sent under the header it is given. */
  const call =
    (path: string, body: unknown) =>
    async ({ 'Idempotency-Key': key }: KeyHeader) => {
      keys.push(key)
      if (refuseNext) {
        refuseNext = false
        throw new ApiError(422, { errors: { email: ['is invalid'] } })
      }
      if (!answers.has(key)) {
        emails.push(`${path} ${JSON.stringify(body)}`)
        answers.set(key, { sent: emails.length })
      }
      if (loseNextAnswer) {
        loseNextAnswer = false
        throw new NetworkError('The connection dropped')
      }
      return answers.get(key)
    }
  const send = createKeyedRequest()
  return {
    send: (path: string, body: unknown) => send([path, body], call(path, body)),
    emails,
    keys,
    loseNextAnswer: () => {
      loseNextAnswer = true
    },
    refuseNext: () => {
      refuseNext = true
    },
  }
}

const recovery = { email: 'ann@acme.example' }

describe('createKeyedRequest', () => {
  it('sends one email for a double submit: both carry the same key', async () => {
    const server = fakeServer()
    const answers = await Promise.all([
      server.send('/auth/password', recovery),
      server.send('/auth/password', recovery),
    ])
    expect(answers[1]).toEqual(answers[0])
    expect(server.keys[0]).toBe(server.keys[1])
    expect(server.emails).toHaveLength(1)
  })

  it('sends one email when the answer was lost and the person submits again', async () => {
    const server = fakeServer()
    server.loseNextAnswer()
    await expect(server.send('/auth/password', recovery)).rejects.toBeInstanceOf(NetworkError)
    await server.send('/auth/password', recovery)
    expect(server.keys[1]).toBe(server.keys[0])
    expect(server.emails).toHaveLength(1)
  })

  it('takes a new key for a new submission once the server answered', async () => {
    const server = fakeServer()
    await server.send('/auth/password', recovery)
    await server.send('/auth/password', recovery)
    expect(server.keys[1]).not.toBe(server.keys[0])
    expect(server.emails).toHaveLength(2)
  })

  it('takes a new key for a changed request, and after a refusal', async () => {
    const server = fakeServer()
    server.loseNextAnswer()
    await expect(server.send('/auth/password', recovery)).rejects.toBeInstanceOf(NetworkError)
    await server.send('/auth/password', { email: 'bob@acme.example' })
    server.refuseNext()
    await expect(server.send('/auth/password', recovery)).rejects.toBeInstanceOf(ApiError)
    await server.send('/auth/password', recovery)
    expect(new Set(server.keys).size).toBe(4)
  })

  it('tells form bodies apart by their fields', async () => {
    const server = fakeServer()
    const invite = (email: string) => {
      const body = new FormData()
      body.append('emails[]', email)
      return body
    }
    server.loseNextAnswer()
    await expect(server.send('/vendors/1/members', invite('a@acme.example'))).rejects.toThrow()
    server.loseNextAnswer()
    await expect(server.send('/vendors/1/members', invite('a@acme.example'))).rejects.toThrow()
    await server.send('/vendors/1/members', invite('b@acme.example'))
    expect(server.keys[1]).toBe(server.keys[0])
    expect(server.keys[2]).not.toBe(server.keys[0])
    expect(server.emails).toHaveLength(2)
  })
})
