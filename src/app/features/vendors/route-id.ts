import { notFound } from '@tanstack/react-router'

/** A path id as a number; anything that cannot name a row is the not-found page. */
export function routeId(value: string): number {
  if (!/^\d{1,10}$/.test(value) || Number(value) < 1) throw notFound()
  return Number(value)
}
