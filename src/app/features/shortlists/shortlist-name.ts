import * as v from 'valibot'
import { SHORTLIST_MESSAGES, ShortlistRenameSchema } from '#domain/shortlists.ts'

/**
 * The first problem with a list's name, by the schema the server validates it with, and the
 * per-owner uniqueness the device can tell from the lists it knows (the server has the last word).
 */
export function nameProblem(
  name: string,
  ownNames: readonly string[],
  current?: string,
): string | null {
  const parsed = v.safeParse(ShortlistRenameSchema, { name })
  if (!parsed.success) return parsed.issues[0].message
  const wanted = parsed.output.name.toLowerCase()
  const taken = ownNames.some(
    (own) => own.toLowerCase() === wanted && own.toLowerCase() !== current?.toLowerCase(),
  )
  return taken ? SHORTLIST_MESSAGES.nameTaken : null
}
