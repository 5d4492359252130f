import { notFound } from '@tanstack/react-router'

/** A path id as a number; anything that cannot name a row is the not-found page. */
export function routeId(value: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1) throw notFound()
  return Number(value)
}

/** `params` of a route under /company/$vendorId: the id parsed once, by the route. */
export const vendorParams = {
  parse: ({ vendorId }: { vendorId: string }) => ({ vendorId: routeId(vendorId) }),
  stringify: ({ vendorId }: { vendorId: number }) => ({ vendorId: String(vendorId) }),
}

/** `params` of a route under /company/$vendorId/tactics/$tacticId. */
export const tacticParams = {
  parse: ({ vendorId, tacticId }: { vendorId: string; tacticId: string }) => ({
    vendorId: routeId(vendorId),
    tacticId: routeId(tacticId),
  }),
  stringify: ({ vendorId, tacticId }: { vendorId: number; tacticId: number }) => ({
    vendorId: String(vendorId),
    tacticId: String(tacticId),
  }),
}
