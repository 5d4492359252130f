import type { AdminAuditEvent } from '#domain/admin-audit.ts'
import { AUDIT_TEXT } from './audit-text.ts'

/** The operator who made the change, by name; their account may be gone since. */
export function actorName({ actor }: AdminAuditEvent): string {
  if (!actor) return AUDIT_TEXT.formerOperator
  return `${actor.first_name} ${actor.last_name}`.trim() || actor.email
}

/** What the change touched, by the name it had then, else its kind and id. */
export function targetName({ target }: AdminAuditEvent): string {
  if (target.label) return target.label
  const kind = target.kind.replaceAll('_', ' ')
  return target.id === null ? kind.charAt(0).toUpperCase() + kind.slice(1) : `${kind} #${target.id}`
}
