import {
  MAIL_LIMIT_MESSAGES,
  MAILS_PER_RECIPIENT_PER_DAY,
  MAILS_PER_USER_PER_DAY,
} from '../../domain/mail-limits.ts'
import { emailKey } from '../accounts/email-key.ts'
import {
  type CountedEvent,
  countEvent,
  type RateLimit,
  secondsLeft,
  uncountEvent,
} from '../auth/rate-limit.ts'
import type { Database } from '../db/client.ts'
import { HttpError } from '../http-errors.ts'

const DAY_MS = 24 * 60 * 60_000

/** Every spelling of one inbox shares its day. */
const recipientLimit = (address: string): RateLimit => ({
  key: `mail:to:${emailKey(address.trim())}`,
  max: MAILS_PER_RECIPIENT_PER_DAY,
  windowMs: DAY_MS,
})

const senderLimit = (userId: number): RateLimit => ({
  key: `mail:from:${userId}`,
  max: MAILS_PER_USER_PER_DAY,
  windowMs: DAY_MS,
})

/** The email a user's action is about to send. */
export type UserMail = {
  /** Addresses the user typed: each counts against its own day. */
  typed: string[]
  /** Recipients the server chose (a vendor's contacts, the operators): only the sender's day. */
  chosen?: number
}

/**
 * Counts an action's email, first and all at once, against the sender's day (every recipient) and
 * each typed address's day; 429 when any is over, and then nothing of it stays counted. One
 * address's day counts every user's mail to it, so no number of accounts floods one inbox.
 */
export async function limitUserMail(db: Database, userId: number, mail: UserMail): Promise<void> {
  const now = new Date()
  const addresses = [...new Set(mail.typed.map((address) => emailKey(address.trim())))]
  const total = addresses.length + (mail.chosen ?? 0)
  type Counted = { limit: RateLimit; amount: number; event: CountedEvent; address?: string }
  const counted: Counted[] = []
  const sender = senderLimit(userId)
  counted.push({ limit: sender, amount: total, event: await countEvent(db, sender, now, total) })
  for (const address of addresses) {
    const limit = recipientLimit(address)
    counted.push({ limit, amount: 1, event: await countEvent(db, limit, now), address })
  }
  const over = counted.filter((entry) => entry.event.count > entry.limit.max)
  if (over.length === 0) return
  for (const entry of counted) await uncountEvent(db, entry.limit.key, entry.amount)
  const full = over.flatMap((entry) => (entry.address ? [entry.address] : []))
  const message =
    full.length > 0 ? MAIL_LIMIT_MESSAGES.recipientFull(full) : MAIL_LIMIT_MESSAGES.tooManyToday
  const wait = Math.max(...over.map((entry) => secondsLeft(entry.event, now)))
  throw new HttpError(429, message, { 'Retry-After': String(wait) })
}

/**
 * Whether an email nobody signed in asked for (a registration notice) may still go to the
 * address today; counted against the same day as users' mail to it.
 */
export async function mayMailAddress(db: Database, address: string, now: Date): Promise<boolean> {
  const limit = recipientLimit(address)
  return (await countEvent(db, limit, now)).count <= limit.max
}
