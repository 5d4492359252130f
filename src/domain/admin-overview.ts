import type { Role } from './roles.ts'

/** The admin site's first screen (GET /admin/overview): the catalogue and what waits for a decision. */
export type AdminOverview = {
  vendors: number
  tactics: number
  accounts: Record<Role, number>
  /** Open requests to join a company without confirmed members: a super_admin decides. */
  pending_vendor_claims: number
  /** Open requests to join a company with members: its admins decide. */
  pending_join_requests: number
}
