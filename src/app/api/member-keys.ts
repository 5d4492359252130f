/** Keyed by viewer, so one user's list of a company is never shown to the next on this device. */
export const memberKeys = {
  all: ['members'] as const,
  list: (vendorId: number, viewer: number | null) =>
    [...memberKeys.all, vendorId, { viewer }] as const,
}
