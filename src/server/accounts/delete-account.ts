import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { isCompanyAdmin } from '../../domain/permissions.ts'
import type { SessionUser } from '../auth/session-types.ts'
import type { Database } from '../db/client.ts'
import { companies, shortlistItems, shortlists, users } from '../db/schema/index.ts'
import { photoKeysOfItems, removeUnusedPhotos } from '../shortlists/shortlist-photo-files.ts'
import type { UploadStorage } from '../uploads/upload-storage.ts'
import { removeUnusedProfilePicture } from './profile-picture.ts'

export type AdminCandidate = { id: number; first_name: string; last_name: string; email: string }
/** Who leaves: enough to find their company and whether they are its admin. */
type Leaving = Pick<SessionUser, 'id' | 'role' | 'companyId'>
type DeleteResult = { deleted: true } | { deleted: false; candidates: AdminCandidate[] }
type Deletion =
  | { deleted: true; picture: string | null; photos: string[] }
  | Extract<DeleteResult, { deleted: false }>

/** The other members of the user's company, when the user is its last admin; else none. */
async function successorsNeeded(tx: Database, user: Leaving) {
  if (!isCompanyAdmin(user.role) || user.companyId === null) return []
  // Locks the company, so two admins leaving at once cannot each count on the other staying.
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, user.companyId))
    .for('update')
  const others = await tx
    .select({
      id: users.id,
      first_name: users.firstName,
      last_name: users.lastName,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(and(eq(users.companyId, user.companyId), ne(users.id, user.id)))
    .orderBy(asc(users.id))
  return others.some((other) => isCompanyAdmin(other.role)) ? [] : others
}

/**
 * Deletes the user, and their profile picture unless another account shows it, and the photos on
 * the shortlists they owned, which go with them (photos they put on a colleague's list stay on it,
 * as their notes do). The last admin of
 * a company with other members must name one of them, who becomes its admin; without a valid
 * choice nothing changes and the candidates are returned.
 */
export async function deleteAccount(
  db: Database,
  storage: UploadStorage,
  user: Leaving,
  newAdminId: number | null | undefined,
): Promise<DeleteResult> {
  const result = await db.transaction(async (tx): Promise<Deletion> => {
    const candidates = await successorsNeeded(tx, user)
    if (candidates.length > 0) {
      const successor = candidates.find((candidate) => candidate.id === newAdminId)
      if (!successor) {
        return { deleted: false, candidates: candidates.map(({ role: _, ...rest }) => rest) }
      }
      await tx
        .update(users)
        .set({ role: 'vendor_admin', updatedAt: new Date() })
        .where(eq(users.id, successor.id))
    }
    const owned = tx
      .select({ id: shortlists.id })
      .from(shortlists)
      .where(eq(shortlists.ownerId, user.id))
    const photos = await photoKeysOfItems(tx, inArray(shortlistItems.shortlistId, owned))
    const [deleted] = await tx
      .delete(users)
      .where(eq(users.id, user.id))
      .returning({ picture: users.profilePictureUrl })
    return { deleted: true, picture: deleted?.picture ?? null, photos }
  })
  if (!result.deleted) return result
  await removeUnusedProfilePicture(db, storage, result.picture)
  await removeUnusedPhotos(db, storage, result.photos)
  return { deleted: true }
}
