import * as v from 'valibot'
import { firstIssueOnly, ID_MAX, MESSAGES, requiredText } from './fields.ts'
import type { Role } from './roles.ts'
import { pageField, perPageField } from './search-query-fields.ts'
import type { VendorCard, VendorTacticItem } from './search-results.ts'
import type { ShortlistPhoto } from './shortlist-photos.ts'

/** docs/spec/workspace.md §1 limits. */
export const SHORTLIST_NAME_MAX = 60
export const SHORTLIST_NOTE_MAX = 1000
export const SHORTLISTS_PER_USER_MAX = 100
export const SHORTLIST_ITEMS_MAX = 500
/** More colleagues than anyone picks by hand from a list: a list past this is abuse. */
export const SHORTLIST_MEMBERS_MAX = 100
/** The name the first save gives a user's first list (§1). */
export const FIRST_SHORTLIST_NAME = 'My shortlist'

export const SHORTLIST_ITEM_KINDS = ['vendor', 'tactic'] as const
export type ShortlistItemKind = (typeof SHORTLIST_ITEM_KINDS)[number]

/** The texts of docs/spec/workspace.md §1, and the server's own where the spec is silent. */
export const SHORTLIST_MESSAGES = {
  nameRequired: 'Shortlist name is required',
  nameTaken: 'You already have a shortlist with this name',
  full: `This shortlist is full (${SHORTLIST_ITEMS_MAX} items)`,
  tooManyShortlists: `You can have at most ${SHORTLISTS_PER_USER_MAX} shortlists`,
  notFound: 'Shortlist not found',
  itemNotFound: 'This item is not on the shortlist',
  kindInvalid: `Kind must be one of ${SHORTLIST_ITEM_KINDS.join(', ')}`,
  idInvalid: 'Id must be a whole number from 1',
  noteInvalid: 'Note must be text',
  tooManyMembers: `A shortlist can be shared with at most ${SHORTLIST_MEMBERS_MAX} colleagues`,
  userIdsInvalid: 'user_ids must be a list of account ids',
  notColleagues: (ids: number[]) =>
    `${ids.join(', ')}: a shortlist is shared only with colleagues of your company`,
  ownerCannotLeave: 'You own this shortlist: delete it instead of leaving it',
  emptyState: 'Save vendors and tactics you like: they stay on this device at the trade show.',
  deleteConfirm: 'Delete this shortlist? Colleagues you shared it with lose it too.',
  saveLabel: 'Save to shortlist',
  savedLabel: 'Saved to shortlist',
  newShortlist: 'New shortlist',
  sharedWithMe: 'Shared with me',
  addNote: 'Add a note',
  leave: 'Leave shortlist',
} as const

/** Shortlists are a buyer's tool (§1): cpg_user and super_admin. */
export const SHORTLIST_ROLES: readonly Role[] = ['cpg_user', 'super_admin']
export const canUseShortlists = (role: Role): boolean => SHORTLIST_ROLES.includes(role)

/** How a user stands to one list: its owner, a colleague it was shared with, or neither. */
export type ShortlistRelation = 'owner' | 'member' | null

export type ShortlistRights = {
  /** See it and its items; add, remove and annotate items. */
  edit: boolean
  /** Rename, delete, share (pick the colleagues). */
  manage: boolean
  leave: boolean
}

/** §1: a colleague it is shared with edits items but does not rename, delete or re-share. */
export function shortlistRights(relation: ShortlistRelation): ShortlistRights {
  return {
    edit: relation !== null,
    manage: relation === 'owner',
    leave: relation === 'member',
  }
}

const shortlistName = () => requiredText(SHORTLIST_MESSAGES.nameRequired, SHORTLIST_NAME_MAX)

/** A note as typed (several lines allowed); an empty note clears it. */
const noteField = firstIssueOnly(
  v.pipe(
    v.string(SHORTLIST_MESSAGES.noteInvalid),
    v.trim(),
    v.maxLength(SHORTLIST_NOTE_MAX, MESSAGES.tooLong(SHORTLIST_NOTE_MAX)),
  ),
)

const itemId = () =>
  v.pipe(
    v.number(SHORTLIST_MESSAGES.idInvalid),
    v.integer(SHORTLIST_MESSAGES.idInvalid),
    v.minValue(1, SHORTLIST_MESSAGES.idInvalid),
    v.maxValue(ID_MAX, SHORTLIST_MESSAGES.idInvalid),
  )

export const ShortlistItemSchema = v.object({
  kind: v.picklist(SHORTLIST_ITEM_KINDS, SHORTLIST_MESSAGES.kindInvalid),
  id: itemId(),
  /** Absent keeps the note as it is; '' clears it. */
  note: v.optional(noteField),
})
export type ShortlistItemInput = v.InferInput<typeof ShortlistItemSchema>

/** POST /shortlists; `items` lets the first save create "My shortlist" with its item in one write. */
export const ShortlistCreateSchema = v.object({
  name: shortlistName(),
  items: v.optional(
    v.pipe(v.array(ShortlistItemSchema), v.maxLength(SHORTLIST_ITEMS_MAX, SHORTLIST_MESSAGES.full)),
  ),
})
export type ShortlistCreateInput = v.InferInput<typeof ShortlistCreateSchema>

export const ShortlistRenameSchema = v.object({ name: shortlistName() })
export type ShortlistRenameInput = v.InferInput<typeof ShortlistRenameSchema>

/** PUT /shortlists/{id}/members: the whole set of colleagues the list is shared with. */
export const ShortlistMembersSchema = v.object({
  user_ids: v.pipe(
    v.array(itemId(), SHORTLIST_MESSAGES.userIdsInvalid),
    v.transform((ids) => [...new Set(ids)]),
    v.maxLength(SHORTLIST_MEMBERS_MAX, SHORTLIST_MESSAGES.tooManyMembers),
  ),
})
export type ShortlistMembersInput = v.InferInput<typeof ShortlistMembersSchema>

/** `page` from 1 and `per_page` up to 100, as the search pages (docs/spec/workspace.md §7). */
export const ShortlistPageQuerySchema = v.object({ page: pageField, per_page: perPageField })
export type ShortlistPageQuery = v.InferInput<typeof ShortlistPageQuerySchema>
/** Lists, items and colleagues a page holds unless `per_page` says otherwise. */
export const SHORTLIST_PAGE_SIZE = 100

/** A person as a shortlist names them: its owner, a member, who added an item. */
export type ShortlistPerson = { id: number; first_name: string; last_name: string }

/** A list as GET /shortlists pages it. Timestamps are ISO 8601. */
export type ShortlistSummary = {
  id: number
  name: string
  /** true for the user's own lists; false for the ones "Shared with me". */
  own: boolean
  owner: ShortlistPerson
  item_count: number
  /** Compare (§2) is offered from 2 tactics. */
  tactic_count: number
  created_at: string
  updated_at: string
}

export type ShortlistPage = {
  shortlists: ShortlistSummary[]
  page: number
  per_page: number
  total_count: number
}

type ItemCommon = {
  id: number
  note: string
  /** When the note was last written (by the server's clock); null before any note. */
  note_updated_at: string | null
  /** null once that account is deleted. */
  added_by: ShortlistPerson | null
  added_at: string
  /** The photo taken at the booth (docs/spec/workspace.md §6), one per item; null without one. */
  photo: ShortlistPhoto | null
}

/** An item with the card search shows for it (src/domain/search-results.ts). */
export type ShortlistItem =
  | (ItemCommon & { kind: 'vendor'; vendor: VendorCard })
  | (ItemCommon & { kind: 'tactic'; tactic: VendorTacticItem })

export type ShortlistDetail = ShortlistSummary & {
  /** The colleagues it is shared with. */
  members: ShortlistPerson[]
  items: ShortlistItem[]
  page: number
  per_page: number
}

/** A colleague the owner may share with, and whether the list is shared with them. */
export type ShortlistColleague = ShortlistPerson & { email: string; shared: boolean }

export type ShortlistColleaguePage = {
  colleagues: ShortlistColleague[]
  page: number
  per_page: number
  total_count: number
}

/** GET /shortlists/saved_items: each saved item once, with the lists (own or shared) holding it. */
export type SavedItem = { kind: ShortlistItemKind; id: number; shortlist_ids: number[] }
export type SavedItemsResponse = { saved_items: SavedItem[] }
