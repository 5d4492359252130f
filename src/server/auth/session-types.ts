import type { Role } from '../../domain/roles.ts'

/** The signed-in user as handlers see it; enough to authorize without another query. */
export type SessionUser = {
  id: number
  email: string
  role: Role
  companyId: number | null
  /** Whether the user signs in with a second factor (two-factor.ts). */
  twoFactorOn: boolean
}

export type CurrentSession = {
  id: number
  client: string
  tokenDigest: string
  passwordResetUntil: Date | null
}

/** The response headers of token auth (docs/api-access.md). */
export type SessionHeaders = {
  'access-token': string
  client: string
  uid: string
  /** Seconds since the epoch. */
  expiry: string
  'token-type': 'Bearer'
}

export type AuthVariables = {
  user?: SessionUser
  session?: CurrentSession
  /** What this answer hands back; handlers replace it on sign-in and rotation, clear it on sign-out. */
  sessionHeaders?: SessionHeaders
}
