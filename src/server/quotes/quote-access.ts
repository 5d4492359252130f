import { and, eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import { QUOTE_MESSAGES } from '../../domain/quotes.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import { quoteRequests, vendors } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { pathId } from '../vendors/vendor-access.ts'

/**
 * How the reader stands to a thread: the buyer who sent it, a member of the vendor it went to, or
 * a super_admin who is neither (reads, never writes).
 */
export type QuoteRelation = 'buyer' | 'vendor' | 'admin'

export type QuoteAccess = {
  quote: typeof quoteRequests.$inferSelect
  vendor: typeof vendors.$inferSelect
  relation: QuoteRelation
}

export type QuoteEnv = ServerEnv & { Variables: { quote: QuoteAccess } }

function relationOf(
  user: SessionUser,
  quote: QuoteAccess['quote'],
  vendor: QuoteAccess['vendor'],
): QuoteRelation | null {
  if (quote.userId === user.id) return 'buyer'
  const vendorRole = user.role === 'vendor_admin' || user.role === 'vendor_user'
  if (vendorRole && user.companyId === vendor.companyId) return 'vendor'
  return user.role === 'super_admin' ? 'admin' : null
}

/**
 * The one place that decides who reads a quote thread (docs/spec/workspace.md §3): 404 for an id
 * that names no sent request (a draft or a discarded one included), 403 for anyone but the buyer,
 * the vendor's members and super_admin. `vendorId` narrows it to the requests of one vendor (the
 * vendor's own list): another vendor's request is a 404 there.
 */
export async function quoteAccess(
  db: Database,
  user: SessionUser,
  rawId: string | undefined,
  vendorId?: number,
): Promise<QuoteAccess> {
  const id = pathId(rawId)
  const [row] =
    id === null
      ? []
      : await db
          .select({ quote: quoteRequests, vendor: vendors })
          .from(quoteRequests)
          .innerJoin(vendors, eq(vendors.id, quoteRequests.vendorId))
          .where(
            and(
              eq(quoteRequests.id, id),
              eq(quoteRequests.status, 'sent'),
              vendorId === undefined ? undefined : eq(quoteRequests.vendorId, vendorId),
            ),
          )
  if (!row) throw new HttpError(404, QUOTE_MESSAGES.notFound)
  const relation = relationOf(user, row.quote, row.vendor)
  if (relation === null) throw new HttpError(403, AUTH_MESSAGES.forbidden)
  return { ...row, relation }
}

/** Loads the thread of the path (`:id`, or `:qid` under a vendor) before any body is read. */
export const quoteReader = (param: 'id' | 'qid' = 'id') =>
  createMiddleware<QuoteEnv>(async (c, next) => {
    const user = c.var.user as SessionUser
    const vendorId = param === 'qid' ? (pathId(c.req.param('id')) ?? 0) : undefined
    c.set('quote', await quoteAccess(c.var.db, user, c.req.param(param), vendorId))
    await next()
  })

/** Only these may write in it: 403 for the others who may read it. */
export const quoteWriter = (relations: readonly QuoteRelation[]) =>
  createMiddleware<QuoteEnv>(async (c, next) => {
    if (!relations.includes(c.var.quote.relation)) {
      throw new HttpError(403, AUTH_MESSAGES.forbidden)
    }
    await next()
  })
