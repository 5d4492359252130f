/**
 * A photo taken at the booth on a shortlist item (docs/spec/workspace.md §6 "Shortlist items and
 * notes can carry a photo taken at the booth (one per note, resized on the device, kept offline
 * until sent)"). One per item: the item carries the note.
 */

/** The multipart field of PUT /shortlists/{id}/items/{kind}/{itemId}/photo. */
export const SHORTLIST_PHOTO_FIELD = 'photo'
/** As every other image upload (profile pictures, logos, illustrations). */
export const SHORTLIST_PHOTO_MAX_BYTES = 5 * 1024 * 1024
/**
 * The longest side a photo is kept at: the device resizes to it before keeping or sending, and the
 * server re-encodes to it whatever it is sent. Enough to read a booth's price board on a laptop.
 */
export const SHORTLIST_PHOTO_MAX_SIDE = 1600

export const SHORTLIST_PHOTO_MESSAGES = {
  format: 'Add a JPG, PNG or WebP photo',
  one: 'Add one photo at a time',
  tooLarge: 'Photo is too large, maximum 5 MB',
  notFound: 'Photo not found',
} as const

/**
 * A stored photo as an item shows it, with its size in pixels. The URL is the API's
 * (GET /shortlists/{id}/photos/{id}), served only to those who may read the list; a new photo gets
 * a new id and URL, so a copy kept on the device never goes stale.
 */
export type ShortlistPhoto = { id: number; url: string; width: number; height: number }
