import type { Account } from '../../domain/account.ts'

/** The four headers token auth hands out and expects back. */
export type SessionHeaders = {
  'access-token': string
  client: string
  uid: string
  /** Seconds since the epoch. */
  expiry: string
}

export type SessionUser = Account

export type StoredSession = { user: SessionUser; headers: SessionHeaders }
