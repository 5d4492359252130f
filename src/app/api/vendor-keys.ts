import type { DetailSearch } from '../navigation/detail-search.ts'

/**
 * Keyed by viewer (the user id, or null for a visitor): a visitor's limited answer is never shown
 * to the user who then signs in, nor one user's answer to the next on this device.
 */
export const vendorKeys = {
  all: ['vendors'] as const,
  details: () => [...vendorKeys.all, 'detail'] as const,
  detail: (vendorId: number, viewer: number | null, search: DetailSearch) =>
    [...vendorKeys.details(), vendorId, { viewer, ...search }] as const,
  tactics: (vendorId: number, viewer: number | null) =>
    [...vendorKeys.all, 'tactics', vendorId, { viewer }] as const,
}
