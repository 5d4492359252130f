import * as v from 'valibot'
import { LOOKUP_KINDS } from '#domain/admin-lookups.ts'

const opt = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(schema, undefined))

/** The list shown, as the URL holds it (/admin/lookups?kind=); a bad value shows the first list. */
export const LookupSearchParams = v.object({ kind: opt(v.picklist(LOOKUP_KINDS)) })

export type LookupSearchParams = v.InferOutput<typeof LookupSearchParams>
