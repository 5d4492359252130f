import type { Member } from '#domain/member-schemas.ts'
import type { AdminCandidate } from '../../api/error-body.ts'

/** The pre-removal check's answer (docs/spec/marketplace.md §4): delete at once, or name a new admin first. */
export type RemovalPlan = { mode: 'delete' } | { mode: 'lastAdmin'; candidates: AdminCandidate[] }

export function removalPlan(users: Member[], memberId: number): RemovalPlan {
  const member = users.find((user) => user.id === memberId)
  const otherAdmin = users.some((user) => user.id !== memberId && user.role === 'vendor_admin')
  if (member?.role !== 'vendor_admin' || otherAdmin) return { mode: 'delete' }
  const candidates = users
    .filter((user) => user.id !== memberId)
    .map(({ id, first_name, last_name, email }) => ({ id, first_name, last_name, email }))
  return { mode: 'lastAdmin', candidates }
}
