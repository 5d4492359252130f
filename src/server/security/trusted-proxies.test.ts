import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientAddress } from '../auth/client-address.ts'
import { loadConfig } from '../config.ts'

/** What clientAddress makes of a request from `peer` carrying `forwardedFor`, under TRUST_PROXY. */
async function addressSeen(trustProxy: string | undefined, peer: string, forwardedFor?: string) {
  const env = { NODE_ENV: 'test', TOKEN_SECRET: 'x'.repeat(32), TRUST_PROXY: trustProxy }
  const { trustProxy: trusted } = loadConfig(env)
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trusted)))
  const headers: Record<string, string> = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } })
  return res.text()
}

describe('TRUST_PROXY', () => {
  it('ignores X-Forwarded-For from a peer that is no trusted proxy', async () => {
    expect(await addressSeen('true', '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
    expect(await addressSeen('10.0.0.0/8', '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1')
    expect(await addressSeen(undefined, '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1')
    expect(await addressSeen('false', '127.0.0.1', '198.51.100.1')).toBe('127.0.0.1')
  })

  it('takes, behind a trusted proxy, the hop it appended, never one the client wrote', async () => {
    // true: nginx on the same machine (npm run cluster), over IPv4, IPv6 or dual stack.
    for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(await addressSeen('true', peer, '192.0.2.66, 198.51.100.1')).toBe('198.51.100.1')
    }
    expect(await addressSeen('1', '127.0.0.1')).toBe('127.0.0.1')
  })

  it('walks back through a chain of trusted proxies named by address or range', async () => {
    const trusted = '127.0.0.1, 10.0.0.0/8,2001:db8::/32'
    const chain = '192.0.2.66, 198.51.100.1, 2001:db8::7, 10.1.2.3'
    expect(await addressSeen(trusted, '10.9.9.9', chain)).toBe('198.51.100.1')
    expect(await addressSeen(trusted, '10.9.9.9', '10.1.2.3')).toBe('10.1.2.3')
  })

  it('refuses a value that is neither true, false nor addresses', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'localhost', '1.2.3']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/)
    }
  })
})
