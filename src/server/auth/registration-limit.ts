import type { Context } from 'hono'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import type { ServerEnv } from '../server-env.ts'
import { clientAddress } from './client-address.ts'
import { enforceLimit } from './rate-limit.ts'

/** Registration attempts an address may make an hour: an office's sign-ups, not a crawl of emails. */
export const REGISTRATION_CHECKS_PER_HOUR = 30

/**
 * Counts a registration step that tells whether an email is taken; 429 beyond the limit, so the
 * check cannot be used to list who has an account (docs/security.md, enumeration).
 */
export const limitRegistrationChecks = (c: Context<ServerEnv>) =>
  enforceLimit(
    c.var.db,
    {
      key: `register:address:${clientAddress(c, c.var.config.trustProxy)}`,
      max: REGISTRATION_CHECKS_PER_HOUR,
      windowMs: 60 * 60_000,
    },
    AUTH_MESSAGES.tooManyRegistrations,
  )
