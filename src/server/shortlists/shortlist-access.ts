import { and, eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import * as v from 'valibot'
import { AUTH_MESSAGES } from '../../domain/auth-messages.ts'
import {
  canUseShortlists,
  SHORTLIST_ITEM_KINDS,
  SHORTLIST_MESSAGES,
  type ShortlistItemKind,
  type ShortlistRelation,
  type ShortlistRights,
  shortlistRights,
} from '../../domain/shortlists.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import { shortlistMembers, shortlists } from '../db/schema/index.ts'
import { HttpError } from '../http-errors.ts'
import type { ServerEnv } from '../server-env.ts'
import { pathId } from '../vendors/vendor-access.ts'

export type ShortlistAccess = {
  shortlist: typeof shortlists.$inferSelect
  relation: Exclude<ShortlistRelation, null>
  rights: ShortlistRights
}

export type ShortlistEnv = ServerEnv & { Variables: { shortlist: ShortlistAccess } }

/** After requireUser: 403 for the roles shortlists are not for (docs/spec/workspace.md §1). */
export const shortlistUser = createMiddleware<ServerEnv>(async (c, next) => {
  const user = c.var.user
  if (!user || !canUseShortlists(user.role)) throw new HttpError(403, AUTH_MESSAGES.forbidden)
  await next()
})

/**
 * The one place that decides how the user stands to a list: its owner, a colleague it is shared
 * with, or anyone else, who gets the 404 of an unknown id (the list's existence is not revealed).
 */
export async function shortlistAccess(
  db: Database,
  user: SessionUser,
  rawId: string | undefined,
): Promise<ShortlistAccess> {
  const id = pathId(rawId)
  const [row] =
    id === null
      ? []
      : await db
          .select({ shortlist: shortlists, memberId: shortlistMembers.userId })
          .from(shortlists)
          .leftJoin(
            shortlistMembers,
            and(
              eq(shortlistMembers.shortlistId, shortlists.id),
              eq(shortlistMembers.userId, user.id),
            ),
          )
          .where(eq(shortlists.id, id))
  const relation: ShortlistRelation = !row
    ? null
    : row.shortlist.ownerId === user.id
      ? 'owner'
      : row.memberId !== null
        ? 'member'
        : null
  if (!row || relation === null) throw new HttpError(404, SHORTLIST_MESSAGES.notFound)
  return { shortlist: row.shortlist, relation, rights: shortlistRights(relation) }
}

/** Loads the list of the path and demands a right of it, before any body is read. */
export const shortlistRight = (right: keyof ShortlistRights) =>
  createMiddleware<ShortlistEnv>(async (c, next) => {
    const access = await shortlistAccess(c.var.db, c.var.user as SessionUser, c.req.param('id'))
    if (!access.rights[right]) {
      const owner = right === 'leave' && access.relation === 'owner'
      throw new HttpError(
        403,
        owner ? SHORTLIST_MESSAGES.ownerCannotLeave : AUTH_MESSAGES.forbidden,
      )
    }
    c.set('shortlist', access)
    await next()
  })

/** The item of the path: 404 for a kind or id that can name no item. */
export function pathItem(kind: string, rawId: string): { kind: ShortlistItemKind; id: number } {
  const id = pathId(rawId)
  if (!v.is(v.picklist(SHORTLIST_ITEM_KINDS), kind) || id === null) {
    throw new HttpError(404, SHORTLIST_MESSAGES.itemNotFound)
  }
  return { kind, id }
}
