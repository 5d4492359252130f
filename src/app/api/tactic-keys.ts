import type { DetailSearch } from '../navigation/detail-search.ts'

/** Keyed by viewer like vendorKeys: a visitor's limited answer never reaches a signed-in user. */
export const tacticKeys = {
  all: ['tactics'] as const,
  details: () => [...tacticKeys.all, 'detail'] as const,
  detail: (vendorId: number, tacticId: number, viewer: number | null, search: DetailSearch) =>
    [...tacticKeys.details(), vendorId, tacticId, { viewer, ...search }] as const,
}
