import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX } from './admin-accounts.ts'

/** Events a page of the admin site's audit log holds (docs/api-admin.md, "Audit log"). */
export const ADMIN_AUDIT_PAGE_SIZE = 20

/**
 * Every kind of change an operator makes in the admin site, as the audit log names it. A new
 * admin write adds its action here and records it with recordAdminChange
 * (src/server/admin/audit-log.ts).
 */
export const ADMIN_AUDIT_ACTIONS = [
  'account.role_changed',
  'account.deactivated',
  'account.reactivated',
  'account.confirmation_resent',
  'vendor_claim.approved',
  'vendor_claim.declined',
  'join_request.approved',
  'join_request.declined',
  'company.merged',
  'featured.tactics_saved',
  'featured.vendors_saved',
  'recommendation.changed',
  'recommendation.vendor_invited',
  'email.retried',
  'lookup.created',
  'lookup.renamed',
  'lookup.moved',
  'lookup.deleted',
  'lookup.merged',
  'event.created',
  'event.changed',
  'event.deleted',
  'event.exhibitor_saved',
  'event.exhibitor_approved',
  'event.exhibitor_removed',
] as const
export type AdminAuditAction = (typeof ADMIN_AUDIT_ACTIONS)[number]

/**
 * What an action changed: the kind of row, its id (null for a list as a whole) and a name a reader
 * knows it by (an email, a company), as it was then.
 */
export type AdminAuditTarget = { kind: string; id: number | null; label: string | null }

/** A value before or after a change, as JSON. */
export type AuditValue = { [key: string]: unknown }

export type AdminAuditEvent = {
  id: number
  action: AdminAuditAction
  /** Null once the operator's account is gone. */
  actor: { id: number; email: string; first_name: string; last_name: string } | null
  target: AdminAuditTarget
  before: AuditValue | null
  after: AuditValue | null
  created_at: string
}

export type AdminAuditPage = {
  events: AdminAuditEvent[]
  total: number
  page: number
  per_page: number
}

export const ADMIN_AUDIT_MESSAGES = {
  actionInvalid: `Action must be one of ${ADMIN_AUDIT_ACTIONS.join(', ')}`,
  actorInvalid: 'actor must be an account id',
  pageInvalid: 'page must be a whole number from 1',
} as const

export const AuditListQuerySchema = v.object({
  action: v.optional(v.picklist(ADMIN_AUDIT_ACTIONS, ADMIN_AUDIT_MESSAGES.actionInvalid)),
  actor: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,9}$/, ADMIN_AUDIT_MESSAGES.actorInvalid),
      v.transform(Number),
      v.maxValue(2_147_483_647, ADMIN_AUDIT_MESSAGES.actorInvalid),
    ),
  ),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, ADMIN_AUDIT_MESSAGES.pageInvalid),
      v.transform(Number),
      v.minValue(1, ADMIN_AUDIT_MESSAGES.pageInvalid),
      v.maxValue(ACCOUNT_PAGE_MAX, ADMIN_AUDIT_MESSAGES.pageInvalid),
    ),
    '1',
  ),
})

export type AuditListQuery = v.InferOutput<typeof AuditListQuerySchema>
