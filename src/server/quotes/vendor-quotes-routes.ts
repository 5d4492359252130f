import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { QuotePageQuerySchema } from '../../domain/quotes.ts'
import { requireUser } from '../auth/session-middleware.ts'
import { HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { queryParams } from '../validation.ts'
import { type VendorAccess, vendorAccess } from '../vendors/vendor-access.ts'
import { quoteReader } from './quote-access.ts'
import { quotePaging, quoteThread, vendorQuotePage } from './quote-queries.ts'
import { markOpened } from './quote-writes.ts'

/** The vendor of the path, for its members (vendor_admin, vendor_user) and super_admin; 403 else. */
const vendorQuoteReader = createMiddleware<ServerEnv & { Variables: { access: VendorAccess } }>(
  async (c, next) => {
    const access = await vendorAccess(c.var.db, c.var.user, c.req.param('id'))
    const role = access.viewer?.role
    const member = access.viewer?.member && (role === 'vendor_admin' || role === 'vendor_user')
    if (!member && role !== 'super_admin') throw new HttpError(403, AUTH_MESSAGES.forbidden)
    c.set('access', access)
    await next()
  },
)

/**
 * The vendor's side of quote threads (docs/spec/workspace.md §3 "Vendor"): its requests with "New"
 * and "Waiting for your answer", and a thread, which a member's opening marks "Opened". A request
 * sent to another vendor is a 404 under this vendor's path.
 */
export const vendorQuoteRoutes = new Hono<ServerEnv>()
  .get(
    '/vendors/:id/quotes',
    requireUser,
    vendorQuoteReader,
    queryParams(QuotePageQuerySchema),
    async (c) => {
      const { vendorId, viewer } = c.var.access
      const relation = viewer?.role === 'super_admin' && !viewer.member ? 'admin' : 'vendor'
      return c.json(
        await vendorQuotePage(c.var.db, vendorId, relation, quotePaging(c.req.valid('query'))),
      )
    },
  )
  .get(
    '/vendors/:id/quotes/:qid',
    requireUser,
    vendorQuoteReader,
    quoteReader('qid'),
    async (c) => {
      const { quote, relation } = c.var.quote
      if (relation === 'vendor') await markOpened(c.var.db, quote.id)
      return c.json(await quoteThread(c.var.db, quote.id, relation))
    },
  )
