import { sql, TransactionRollbackError } from 'drizzle-orm'
import { Hono } from 'hono'
import * as v from 'valibot'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { RegistrationSchema } from '../../domain/auth-schemas.ts'
import { idField } from '../../domain/fields.ts'
import { registrantCompany } from '../accounts/companies.ts'
import { type Placement, placeRegistrant, requestToJoin } from '../accounts/company-ownership.ts'
import { sameEmail } from '../accounts/email-key.ts'
import { insertUser, userByEmail, userById } from '../accounts/users.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { userVerifications } from '../db/schema/index.ts'
import { fieldErrors } from '../http-errors.ts'
import { idempotent } from '../idempotency/idempotency-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { refusingCommonPassword } from './common-passwords.ts'
import { sendConfirmationEmail } from './confirmation-email.ts'
import { emailedLinkTarget } from './emailed-link.ts'
import { limitAccountMailRequests, mayEmailUser } from './mail-limits.ts'
import { hashPassword } from './password.ts'
import { safeRedirectPath } from './redirect-target.ts'
import { sendRegistrationAttemptEmail } from './registration-attempt-email.ts'
import { limitRegistrationChecks, limitRegistrationsOfEmail } from './registration-limit.ts'

type Registration = v.InferOutput<typeof RegistrationSchema>

/** Where the registrant would land, as a new registration computes it. */
async function placeOf(tx: Database, input: Registration) {
  const company = await registrantCompany(tx, input)
  if (!company) return null
  const registrant = { email: input.email, companyType: input.company_type }
  return { company, ...(await placeRegistrant(tx, company, registrant)) }
}

/**
 * The answer a new registration of a registered email would get, with nothing kept: the company
 * it may have created is rolled back, and the id is a fresh one from the users' sequence, as a new
 * user's would be.
 */
async function answerAsNew(db: Database, input: Registration) {
  let answer: (Placement & { id: number }) | null = null
  try {
    await db.transaction(async (tx) => {
      const place = await placeOf(tx, input)
      if (place) {
        const [row] = await tx
          .select({ id: sql<number>`nextval(pg_get_serial_sequence('users', 'id'))::int` })
          .from(sql`(select 1) as one`)
        answer = { ...place, id: row?.id as number }
      }
      tx.rollback()
    })
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error
  }
  return answer && { ...(answer as Placement & { id: number }), email: input.email }
}

/** Creates the user in their company and writes the confirmation email, all or nothing. */
async function register(
  tx: Database,
  config: Config,
  input: Registration,
  passwordHash: string,
  now: Date,
) {
  const place = await placeOf(tx, input)
  if (!place) return null
  const { company, ...placement } = place
  const user = await insertUser(tx, {
    email: input.email,
    passwordHash,
    firstName: input.first_name,
    lastName: input.last_name,
    jobTitle: input.job_title,
    role: placement.role,
    companyId: placement.companyId,
  })
  if (placement.awaitsApproval) await requestToJoin(tx, user.id, company.id)
  await tx.delete(userVerifications).where(sameEmail(userVerifications.email, input.email))
  const redirectPath = safeRedirectPath(input.confirm_success_url, config.publicUrl)
  const recipient = { ...user, firstName: input.first_name }
  await sendConfirmationEmail(tx, config, recipient, { kind: 'api', redirectPath }, now)
  return { ...user, awaitsApproval: placement.awaitsApproval }
}

export const registrationRoutes = new Hono<ServerEnv>()
  // A registered email gets the answer a new one would, and its owner an email about the attempt.
  .post(
    '/auth',
    idempotent,
    limitRegistrationChecks,
    jsonBody(refusingCommonPassword(RegistrationSchema)),
    async (c) => {
      const { db, config } = c.var
      const input = c.req.valid('json')
      const now = new Date()
      await limitRegistrationsOfEmail(c, input.email)
      const registered = Boolean(await userByEmail(db, input.email))
      const passwordHash = await hashPassword(input.password)
      const user = registered
        ? await answerAsNew(db, input)
        : await db.transaction((tx) => register(tx, config, input, passwordHash, now))
      if (!user) return fieldErrors(c, { company_id: [AUTH_MESSAGES.companyNotFound] })
      if (registered) {
        c.var.background.run('registration attempt email', (bg) =>
          bg.transaction((tx) => sendRegistrationAttemptEmail(tx, config, input.email, now)),
        )
      }
      const data = {
        id: user.id,
        email: user.email,
        first_vendor_admin: user.role === 'vendor_admin',
        awaiting_approval: user.awaitsApproval,
      }
      return c.json({ data }, 200)
    },
  )
  // The emailed link: confirms the address, then opens the app signed in.
  .get('/auth/confirmation', async (c) => {
    const { config } = c.var
    const link = {
      purpose: 'confirmation' as const,
      token: c.req.query('confirmation_token'),
      target: safeRedirectPath(c.req.query('redirect_url'), config.publicUrl),
    }
    return c.redirect(await emailedLinkTarget(c.var.db, config, link, new Date()), 302)
  })
  // The same answer for any id, so it tells nobody which accounts exist or are confirmed.
  // The look-up and the email happen after the answer, so its time tells nothing either.
  .get('/accounts/:id/resend_confirmation', async (c) => {
    const { config } = c.var
    const id = v.safeParse(idField(), Number(c.req.param('id')))
    await limitAccountMailRequests(c)
    c.var.background.run('confirmation email', async (db) => {
      const now = new Date()
      const user = id.success ? await userById(db, id.output) : undefined
      const waiting = user && !user.confirmedAt && !user.deactivatedAt
      if (waiting && (await mayEmailUser(db, 'confirmation', user.id, now))) {
        await db.transaction((tx) =>
          sendConfirmationEmail(tx, config, user, { kind: 'api', redirectPath: '/' }, now),
        )
      }
    })
    return c.json({ success: true }, 200)
  })
