import { type SQL, sql } from 'drizzle-orm'

/** One int[] parameter: drizzle would spread a JavaScript array into a list of parameters. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`

/** One text[] parameter for values of a closed set (kinds, keys), never free text. */
export const textArray = (values: readonly string[]): SQL => sql`${`{${values.join(',')}}`}::text[]`
