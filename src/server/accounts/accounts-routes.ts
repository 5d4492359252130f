import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  ACCOUNT_MESSAGES,
  DeleteAccountSchema,
  ProfileSchema,
  ProfileWithJobTitleSchema,
} from '../../domain/account-schemas.ts'
import { canDeleteOwnAccount, requiresJobTitle } from '../../domain/permissions.ts'
import { reauthenticate } from '../auth/reauthentication.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { users } from '../db/schema/index.ts'
import { fieldErrors } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody } from '../validation.ts'
import { loadAccount } from './account-json.ts'
import { deleteAccount } from './delete-account.ts'

/** A super_admin's profile has no job title, so theirs is optional (docs/spec/access-and-account.md §5). */
const profileBody = jsonBody((c) =>
  requiresJobTitle(c.var.user.role) ? ProfileWithJobTitleSchema : ProfileSchema,
)

export const accountRoutes = new Hono<ServerEnv>()
  .get('/accounts', requireUser, async (c) =>
    c.json({ data: await loadAccount(c.var.db, c.var.user.id) }, 200),
  )
  .put('/accounts', requireUser, profileBody, async (c) => {
    const profile = c.req.valid('json')
    await c.var.db
      .update(users)
      .set({
        firstName: profile.first_name,
        lastName: profile.last_name,
        jobTitle: profile.job_title || null,
        phoneNumber: profile.phone_number,
        updatedAt: new Date(),
      })
      .where(eq(users.id, c.var.user.id))
    return c.json({ data: await loadAccount(c.var.db, c.var.user.id) }, 200)
  })
  .delete('/accounts', requireUser, jsonBody(DeleteAccountSchema), async (c) => {
    const { user } = c.var
    if (!canDeleteOwnAccount(user.role)) {
      return c.json({ errors: [ACCOUNT_MESSAGES.superAdminCannotDelete] }, 403)
    }
    const { new_admin_id, ...proof } = c.req.valid('json')
    await reauthenticate(c, user, proof)
    const result = await deleteAccount(c.var.db, c.var.storage, user, new_admin_id)
    if (!result.deleted) {
      const errors = { new_admin_id: [ACCOUNT_MESSAGES.chooseNewAdmin] }
      return fieldErrors(c, errors, { candidates: result.candidates })
    }
    // The session went with the user: there are no headers left to hand back.
    c.set('sessionHeaders', undefined)
    return c.body(null, 204)
  })
