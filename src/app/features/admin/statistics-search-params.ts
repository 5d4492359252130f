import * as v from 'valibot'
import { STATISTICS_PERIODS } from '#domain/admin-statistics.ts'

const opt = <T extends v.GenericSchema>(schema: T) => v.optional(v.fallback(schema, undefined))

/** The overview as the URL holds it (/admin?days=7); a bad value is dropped for the default. */
export const StatisticsSearchParams = v.object({ days: opt(v.picklist(STATISTICS_PERIODS)) })

export type StatisticsSearchParams = v.InferOutput<typeof StatisticsSearchParams>
