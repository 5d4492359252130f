import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A fresh secret token (32 random bytes), as sent to the client or put in a link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: a stolen table holds nothing a client could send. */
export function digestToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('hex')
}

export function digestsEqual(a: string, b: string | null): boolean {
  if (b === null || a.length !== b.length) return false
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'))
}
