import { createMiddleware } from 'hono/factory'
import { needsTwoFactor } from '../../domain/permissions.ts'
import { TWO_FACTOR_MESSAGES } from '../../domain/two-factor.ts'
import type { ServerEnv } from '../server-env.ts'

/** What a user who must set up two-factor sign-in may still do: read who they are, set it up, leave. */
const ALLOWED_BEFORE_SETUP = new Set([
  'GET /sign_in_data',
  'GET /accounts',
  'POST /two_factor/setup',
  'POST /two_factor',
  'DELETE /auth/sign_out',
  'POST /client_errors',
])

/**
 * A super_admin without two-factor sign-in is sent to set it up (403 with
 * `two_factor_setup_required`) by every other request, until it is on.
 */
export const twoFactorGate = createMiddleware<ServerEnv>(async (c, next) => {
  const user = c.get('user')
  if (!user || user.twoFactorOn || !needsTwoFactor(user.role)) return next()
  const path = c.req.path.replace(/^\/api\/v1/, '')
  if (ALLOWED_BEFORE_SETUP.has(`${c.req.method} ${path}`)) return next()
  return c.json(
    { errors: [TWO_FACTOR_MESSAGES.setupRequired], two_factor_setup_required: true },
    403,
  )
})
