import { Hono } from 'hono'
import { validator } from 'hono/validator'
import * as v from 'valibot'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { emailField, withPasswordConfirmation } from '../../domain/fields.ts'
import { confirmUser, insertUser, userByEmail } from '../accounts/users.ts'
import { type FieldErrors, fieldErrors } from '../http-errors.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { toFieldErrors } from '../validation.ts'
import { refusingCommonPassword } from './common-passwords.ts'
import { sendConfirmationEmail } from './confirmation-email.ts'
import { hashPassword } from './password.ts'
import { sendRegistrationAttemptEmail } from './registration-attempt-email.ts'
import { limitRegistrationChecks, limitRegistrationsOfEmail } from './registration-limit.ts'
import { consumeUserToken } from './user-tokens.ts'

/** The shorter registration the spec also saw: an email and a password typed twice. */
const EmailRegistrationSchema = refusingCommonPassword(
  withPasswordConfirmation({ email: emailField() }),
)

/** Its body names the two passwords password1 and password2. */
const FIELD_NAMES: Record<string, string> = {
  password: 'password1',
  password_confirmation: 'password2',
}

function renameFields(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([k, m]) => [FIELD_NAMES[k] ?? k, m]))
}

const emailRegistrationBody = validator('json', (value, c) => {
  const body = (value ?? {}) as Record<string, unknown>
  const parsed = v.safeParse(EmailRegistrationSchema, {
    email: body.email,
    password: body.password1,
    password_confirmation: body.password2,
  })
  return parsed.success ? parsed.output : fieldErrors(c, renameFields(toFieldErrors(parsed.issues)))
})

export const restAuthRegistrationRoutes = new Hono<ServerEnv>()
  // A registered email gets the answer a new one would, and its owner an email about the attempt.
  .post(
    '/rest-auth/registration/',
    idempotent,
    limitRegistrationChecks,
    emailRegistrationBody,
    async (c) => {
      const { db, config } = c.var
      const { email, password } = c.req.valid('json')
      const now = new Date()
      await limitRegistrationsOfEmail(c, email)
      const registered = Boolean(await userByEmail(db, email))
      const passwordHash = await hashPassword(password)
      if (registered) {
        c.var.background.run('registration attempt email', (bg) =>
          bg.transaction((tx) => sendRegistrationAttemptEmail(tx, config, email, now)),
        )
        return c.json({ detail: AUTH_MESSAGES.verificationSent }, 201)
      }
      await db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email,
          passwordHash,
          firstName: '',
          lastName: '',
          role: 'cpg_user',
        })
        const recipient = { ...user, firstName: '' }
        await sendConfirmationEmail(tx, config, recipient, { kind: 'app' }, now)
      })
      return c.json({ detail: AUTH_MESSAGES.verificationSent }, 201)
    },
  )
  .post('/rest-auth/registration/account-confirm-email/:token', async (c) => {
    const { db, config } = c.var
    const now = new Date()
    const spent = await consumeUserToken(
      db,
      config.tokenSecret,
      c.req.param('token'),
      'confirmation',
      now,
    )
    if (!spent) return c.json({ errors: [AUTH_MESSAGES.linkExpired] }, 404)
    await confirmUser(db, spent.userId, now)
    return c.json({ detail: 'ok' }, 200)
  })
