import * as v from 'valibot'
import { ACCOUNT_PAGE_MAX } from '#domain/admin-accounts.ts'
import { OUTBOX_STATES } from '#domain/admin-outbox.ts'

const opt = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(schema, undefined))

/** The mail list as the URL holds it (/admin/mail?state=&page=); a bad value is dropped. */
export const MailSearchParams = v.object({
  state: opt(v.picklist(OUTBOX_STATES)),
  page: opt(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(ACCOUNT_PAGE_MAX))),
})

export type MailSearchParams = v.InferOutput<typeof MailSearchParams>
