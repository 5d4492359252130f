import type { AuditValue } from '#domain/admin-audit.ts'
import { ROLES } from '#domain/roles.ts'
import { shortDateTime } from './admin-format.ts'
import { ROLE_NAMES } from './admin-text.ts'
import { AUDIT_TEXT } from './audit-text.ts'

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/**
 * One value of an event as a reader reads it: a role by its name, a moment as a date, a list of
 * named rows by their names in order.
 */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return AUDIT_TEXT.nothing
  if (typeof value === 'string') {
    const role = ROLES.find((r) => r === value)
    if (role) return ROLE_NAMES[role]
    return ISO_MOMENT.test(value) ? shortDateTime(value) : value
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return AUDIT_TEXT.nothing
    return value
      .map((item, index) =>
        item && typeof item === 'object' && 'name' in item
          ? `${index + 1}. ${String(item.name)}`
          : auditValueText(item),
      )
      .join('\n')
  }
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** snake_case keys as words: invited_email reads "Invited email". */
const fieldName = (key: string) => {
  const words = key.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export type AuditFieldRow = { field: string; before: string; after: string }

/** Every field either side holds, in the order first seen, each with its value before and after. */
export function auditFieldRows(
  before: AuditValue | null,
  after: AuditValue | null,
): AuditFieldRow[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return keys.map((key) => ({
    field: fieldName(key),
    before: auditValueText(before?.[key]),
    after: auditValueText(after?.[key]),
  }))
}
