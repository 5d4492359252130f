import { ApiError } from './api-client.ts'
import type { AdminCandidate } from './error-body.ts'

/**
 * The candidates a last company admin must choose from, when the server refused a removal (of a
 * member, or of one's own account) and asked for one.
 */
export function adminCandidatesOf(error: unknown): AdminCandidate[] {
  return error instanceof ApiError && error.status === 422 ? error.details.candidates : []
}
