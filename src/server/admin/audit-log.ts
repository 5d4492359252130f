import type { AdminAuditAction, AdminAuditTarget, AuditValue } from '../../domain/admin-audit.ts'
import type { Database } from '../db/client.ts'
import { adminAuditEvents } from '../db/schema/index.ts'

export type AdminChange = {
  /** The super_admin who made the change. */
  actorId: number
  action: AdminAuditAction
  target: AdminAuditTarget
  /** What the change touched as it was, and as it is now; null where there was or is nothing. */
  before: AuditValue | null
  after: AuditValue | null
}

/** Keys whose values never reach the log, however a caller builds before and after. */
const SECRET_KEY = /password|token|secret/i

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_KEY.test(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  )
}

/**
 * Writes one event of the audit log (docs/api-admin.md, "Audit log"). Call it with the transaction
 * that makes the change, so the change and its event are kept or rolled back together.
 */
export async function recordAdminChange(tx: Database, change: AdminChange): Promise<void> {
  await tx.insert(adminAuditEvents).values({
    actorId: change.actorId,
    action: change.action,
    targetKind: change.target.kind,
    targetId: change.target.id,
    targetLabel: change.target.label,
    before: withoutSecrets(change.before),
    after: withoutSecrets(change.after),
  })
}
