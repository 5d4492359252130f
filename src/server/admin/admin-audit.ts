import { and, count, desc, eq } from 'drizzle-orm'
import {
  ADMIN_AUDIT_PAGE_SIZE,
  type AdminAuditAction,
  type AdminAuditEvent,
  type AdminAuditPage,
  type AuditListQuery,
  type AuditValue,
} from '../../domain/admin-audit.ts'
import type { Database } from '../db/client.ts'
import { adminAuditEvents, users } from '../db/schema/index.ts'

/** One page of the audit log, newest first, with how many events the filter finds in all. */
export async function listAuditEvents(
  db: Database,
  { action, actor, page }: AuditListQuery,
): Promise<AdminAuditPage> {
  const where = and(
    action ? eq(adminAuditEvents.action, action) : undefined,
    actor ? eq(adminAuditEvents.actorId, actor) : undefined,
  )
  const rows = await db
    .select({
      event: adminAuditEvents,
      actorEmail: users.email,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(adminAuditEvents)
    .leftJoin(users, eq(users.id, adminAuditEvents.actorId))
    .where(where)
    .orderBy(desc(adminAuditEvents.createdAt), desc(adminAuditEvents.id))
    .limit(ADMIN_AUDIT_PAGE_SIZE)
    .offset((page - 1) * ADMIN_AUDIT_PAGE_SIZE)
  const [total] = await db.select({ count: count() }).from(adminAuditEvents).where(where)
  const events = rows.map(({ event, actorEmail, actorFirstName, actorLastName }) => ({
    id: event.id,
    action: event.action as AdminAuditAction,
    actor:
      event.actorId !== null && actorEmail !== null
        ? {
            id: event.actorId,
            email: actorEmail,
            first_name: actorFirstName ?? '',
            last_name: actorLastName ?? '',
          }
        : null,
    target: { kind: event.targetKind, id: event.targetId, label: event.targetLabel },
    before: event.before as AuditValue | null,
    after: event.after as AuditValue | null,
    created_at: event.createdAt.toISOString(),
  })) satisfies AdminAuditEvent[]
  return { events, total: total?.count ?? 0, page, per_page: ADMIN_AUDIT_PAGE_SIZE }
}
