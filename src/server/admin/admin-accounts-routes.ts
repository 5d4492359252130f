import { type Context, Hono } from 'hono'
import {
  AccountListQuerySchema,
  AccountRoleSchema,
  ADMIN_ACCOUNT_MESSAGES,
} from '../../domain/admin-account-schemas.ts'
import type { AdminAccount } from '../../domain/admin-accounts.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { sendConfirmationEmail } from '../auth/confirmation-email.ts'
import { mayEmailUser } from '../auth/mail-limits.ts'
import { requireSuperAdmin } from '../auth/require-super-admin.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { fieldErrors, HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { jsonBody, queryParams } from '../validation.ts'
import { pathId } from '../vendors/vendor-access.ts'
import { deactivateAccount, reactivateAccount } from './account-activation.ts'
import { adminAccount, listAccounts } from './admin-accounts.ts'
import { recordAdminChange } from './audit-log.ts'
import { changeAccountRole } from './change-account-role.ts'

/** The account the path names; 404 for an id that names none. */
async function accountOfPath<E extends ServerEnv>(c: Context<E>): Promise<AdminAccount> {
  const id = pathId(c.req.param('id'))
  const account = id === null ? undefined : await adminAccount(c.var.db, id)
  if (!account) throw new HttpError(404, ADMIN_ACCOUNT_MESSAGES.notFound)
  return account
}

/** A super_admin keeps their own role and access: the site must keep someone who can run it. */
function refuseOwnAccount<E extends ServerEnv>(
  c: Context<E>,
  account: AdminAccount,
  message: string,
) {
  if (account.id === c.var.user?.id) throw new HttpError(409, message)
}

/** What an operator changed, for the log: ids and roles, never an email or a token. */
function logChange<E extends ServerEnv>(
  c: Context<E>,
  action: string,
  accountId: number,
  fields = {},
) {
  c.var.logger.info('admin change', { action, accountId, by: c.var.user?.id, ...fields })
}

/** Accounts in the admin site (docs/api-admin.md, "Accounts"): a super_admin's only. */
export const adminAccountRoutes = new Hono<ServerEnv>()
  .get(
    '/admin/accounts',
    requireUser,
    requireSuperAdmin,
    queryParams(AccountListQuerySchema),
    async (c) => c.json(await listAccounts(c.var.db, c.req.valid('query')), 200),
  )
  .patch(
    '/admin/accounts/:id',
    requireUser,
    requireSuperAdmin,
    jsonBody(AccountRoleSchema),
    async (c) => {
      const account = await accountOfPath(c)
      refuseOwnAccount(c, account, ADMIN_ACCOUNT_MESSAGES.ownRole)
      const { role } = c.req.valid('json')
      const refused = await changeAccountRole(c.var.db, account, role, c.var.user.id)
      if (refused) return fieldErrors(c, { role: [refused] })
      if (role !== account.role) logChange(c, 'role', account.id, { from: account.role, to: role })
      return c.json({ account: await accountOfPath(c) }, 200)
    },
  )
  .post('/admin/accounts/:id/resend_confirmation', requireUser, requireSuperAdmin, async (c) => {
    const { db, config } = c.var
    const account = await accountOfPath(c)
    if (account.confirmed) throw new HttpError(409, ADMIN_ACCOUNT_MESSAGES.alreadyConfirmed)
    if (account.deactivated_at) {
      throw new HttpError(409, ADMIN_ACCOUNT_MESSAGES.deactivatedNoEmail)
    }
    const now = new Date()
    // The same cap as the registrant's own resend: a few an hour to one address.
    if (!(await mayEmailUser(db, 'confirmation', account.id, now))) {
      throw new HttpError(429, MESSAGES.tooManyEmails)
    }
    const recipient = { id: account.id, email: account.email, firstName: account.first_name }
    const link = { kind: 'api', redirectPath: '/' } as const
    await db.transaction(async (tx) => {
      await sendConfirmationEmail(tx, config, recipient, link, now)
      await recordAdminChange(tx, {
        actorId: c.var.user.id,
        action: 'account.confirmation_resent',
        target: { kind: 'account', id: account.id, label: account.email },
        before: null,
        after: { email: account.email },
      })
    })
    logChange(c, 'resend confirmation', account.id)
    return c.json({ success: true as const, email: account.email }, 200)
  })
  .post('/admin/accounts/:id/deactivate', requireUser, requireSuperAdmin, async (c) => {
    const account = await accountOfPath(c)
    refuseOwnAccount(c, account, ADMIN_ACCOUNT_MESSAGES.ownDeactivation)
    await deactivateAccount(c.var.db, { account, actorId: c.var.user.id, now: new Date() })
    logChange(c, 'deactivate', account.id)
    return c.json({ account: await accountOfPath(c) }, 200)
  })
  .post('/admin/accounts/:id/reactivate', requireUser, requireSuperAdmin, async (c) => {
    const account = await accountOfPath(c)
    await reactivateAccount(c.var.db, { account, actorId: c.var.user.id, now: new Date() })
    logChange(c, 'reactivate', account.id)
    return c.json({ account: await accountOfPath(c) }, 200)
  })
