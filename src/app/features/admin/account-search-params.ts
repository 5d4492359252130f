import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX, ACCOUNT_QUERY_MAX } from '#domain/admin-accounts.ts'
import { ROLES } from '#domain/roles.ts'

const opt = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(schema, undefined))

/**
 * The accounts list as the URL holds it (/admin/accounts?query=&role=&page=); a bad value is
 * dropped rather than failing the route, so an edited link still opens the list.
 */
export const AccountSearchParams = v.object({
  query: opt(v.pipe(v.string(), v.trim(), v.maxLength(ACCOUNT_QUERY_MAX))),
  role: opt(v.picklist(ROLES)),
  page: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ACCOUNT_PAGE_MAX))),
})

export type AccountSearchParams = v.InferOutput<typeof AccountSearchParams>
