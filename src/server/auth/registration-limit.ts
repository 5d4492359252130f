import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { emailKey } from '../accounts/email-key.ts'
import type { ServerEnv } from '../server-env.ts'
import { clientAddress } from './client-address.ts'
import { enforceLimit } from './rate-limit.ts'

const HOUR_MS = 60 * 60_000

/** Registration steps an address may take an hour: an office's sign-ups, not a crawl of emails. */
export const REGISTRATION_CHECKS_PER_HOUR = 30

/**
 * Registrations one email may be given a day. Each sends that address a message (a confirmation,
 * or "someone tried to register with your address"), so more would flood its inbox.
 */
export const REGISTRATIONS_PER_EMAIL_PER_DAY = 3

/**
 * Counts a registration step from the client's address before anything else is read, so even a
 * refused body counts; 429 beyond the limit (docs/security.md, enumeration).
 */
export const limitRegistrationChecks = createMiddleware<ServerEnv>(async (c, next) => {
  await enforceLimit(
    c.var.db,
    {
      key: `register:address:${clientAddress(c, c.var.config.trustProxy)}`,
      max: REGISTRATION_CHECKS_PER_HOUR,
      windowMs: HOUR_MS,
    },
    AUTH_MESSAGES.tooManyRegistrations,
  )
  await next()
})

/** Counts a registration of the email, whether or not it is registered; 429 beyond the limit. */
export const limitRegistrationsOfEmail = (c: Context<ServerEnv>, email: string) =>
  enforceLimit(
    c.var.db,
    {
      key: `register:email:${emailKey(email)}`,
      max: REGISTRATIONS_PER_EMAIL_PER_DAY,
      windowMs: 24 * HOUR_MS,
    },
    AUTH_MESSAGES.tooManyRegistrationsOfEmail,
  )
