import * as v from 'valibot'

/** A field an edited link got wrong is dropped rather than failing the route. */
export const droppedIfInvalid = <T extends v.GenericSchema>(schema: T) =>
  v.optional(v.fallback(schema, undefined))

/** A list's page as the URL holds it (`?page=2`). */
export const listPageField = droppedIfInvalid(v.pipe(v.number(), v.integer(), v.minValue(1)))
