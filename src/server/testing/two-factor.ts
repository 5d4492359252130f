import * as OTPAuth from 'otpauth'
import { expect } from 'vitest'
import type { users } from '../db/schema/index.ts'
import { apiRequest } from './api-request.ts'
import { createUser, TEST_PASSWORD } from './factories.ts'
import { authHeaders, signIn } from './sessions.ts'
import type { TestApp } from './test-app.ts'

const STEP_MS = 30_000

/** The authenticator app: the code of the step `steps` from now. */
export const codeOf = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * STEP_MS,
  })

export type TwoFactorSetup = { secret: string; otpauth_uri: string; qr_svg: string }

/** A user who set up two-factor sign-in as the app does: its key, recovery codes and session. */
export async function userWithTwoFactor(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const user = await createUser(t.db, overrides)
  const headers = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
  const setup = await apiRequest(t, 'POST', '/two_factor/setup', undefined, headers)
  expect(setup.status).toBe(200)
  const { secret } = ((await setup.json()) as { data: TwoFactorSetup }).data
  const enabled = await apiRequest(
    t,
    'POST',
    '/two_factor',
    { code: codeOf(secret), current_password: TEST_PASSWORD },
    headers,
  )
  expect(enabled.status).toBe(200)
  const { recovery_codes } = (await enabled.json()) as { recovery_codes: string[] }
  return { user, secret, recoveryCodes: recovery_codes, headers }
}
