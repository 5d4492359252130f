import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { RegistrationDetailsSchema } from '../../domain/auth-schemas.ts'
import { userVerifications } from '../db/schema/index.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { limitRegistrationChecks } from './registration-limit.ts'

/**
 * Registration step one: the details are checked and kept until the account is created. A
 * registered email passes like a new one: the answer tells nobody who has an account.
 */
export const userVerificationRoutes = new Hono<ServerEnv>()
  .post(
    '/user_verifications',
    limitRegistrationChecks,
    jsonBody(RegistrationDetailsSchema),
    async (c) => {
      const { user, vendor } = c.req.valid('json')
      const id = randomBytes(16).toString('base64url')
      await c.var.db.insert(userVerifications).values({
        id,
        email: user.email,
        firstName: user.first_name,
        lastName: user.last_name,
        companyName: vendor.company_name,
        companyWebsite: vendor.company_website,
        companyType: vendor.company_type,
      })
      return c.json({ id, email: user.email }, 200)
    },
  )
  .delete('/user_verifications/:id', async (c) => {
    await c.var.db.delete(userVerifications).where(eq(userVerifications.id, c.req.param('id')))
    return c.body(null, 204)
  })
