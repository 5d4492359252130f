import { ApiError } from './api-client.ts'

/** A colleague who can take over as company admin (docs/api-access.md, DELETE /accounts). */
export type AdminCandidate = { id: number; first_name: string; last_name: string; email: string }

/**
 * The candidates a last company admin must choose from, when the server refused a removal (of a
 * member, or of one's own account) and asked for one.
 */
export function adminCandidatesOf(error: unknown): AdminCandidate[] {
  if (!(error instanceof ApiError) || error.status !== 422) return []
  const candidates = (error.body as { candidates?: unknown } | null)?.candidates
  return Array.isArray(candidates) ? (candidates as AdminCandidate[]) : []
}
