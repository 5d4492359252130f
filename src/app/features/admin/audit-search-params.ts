import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX } from '#domain/admin-accounts.ts'
import { ADMIN_AUDIT_ACTIONS } from '#domain/admin-audit.ts'

const opt = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(schema, undefined))

/** The audit log as the URL holds it (/admin/audit?action=&page=); a bad value is dropped. */
export const AuditSearchParams = v.object({
  action: opt(v.picklist(ADMIN_AUDIT_ACTIONS)),
  page: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ACCOUNT_PAGE_MAX))),
})

export type AuditSearchParams = v.InferOutput<typeof AuditSearchParams>
