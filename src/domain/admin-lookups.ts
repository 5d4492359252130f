import * as v from 'valibot'
import { firstIssueOnly, idField, MESSAGES } from './fields.ts'

/** The lookups the search filters, the company form and the tactic form read (docs/api-admin.md, "Lookups"). */
export const LOOKUP_KINDS = [
  'vendor_types',
  'path_to_purchase_groups',
  'tactic_types',
  'filter_groups',
  'filter_options',
  'diversity_certifications',
  'geo_areas',
  'years_in_business_ranges',
] as const
export type LookupKind = (typeof LOOKUP_KINDS)[number]

/** Room for the longest retailer or certification name, short enough for a filter chip. */
export const LOOKUP_NAME_MAX = 80
/** Years in business are counted up to a century and a half. */
export const LOOKUP_YEARS_MAX = 150

type KindTraits = {
  /** One of the kind, as a sentence names it, and the kind's title. */
  one: string
  title: string
  /** What a row's count counts. */
  uses: 'vendors' | 'tactics'
  /** Rows are filed under a row of another kind, chosen when one is added. */
  section?: { kind: LookupKind; one: string }
  /** Rows nest under rows of their own kind, this many levels deep at most. */
  nests?: number
  /** The admin sets the order; otherwise rows read in name order. */
  ordered: boolean
  /** A row in use is merged into another rather than deleted; otherwise nothing refers to it. */
  merges: boolean
}

export const LOOKUP_KIND_TRAITS: Record<LookupKind, KindTraits> = {
  vendor_types: {
    one: 'vendor type',
    title: 'Vendor types',
    uses: 'vendors',
    ordered: true,
    merges: true,
  },
  path_to_purchase_groups: {
    one: 'path-to-purchase group',
    title: 'Path-to-purchase groups',
    uses: 'tactics',
    ordered: true,
    merges: true,
  },
  tactic_types: {
    one: 'tactic type',
    title: 'Tactic types',
    uses: 'tactics',
    section: { kind: 'path_to_purchase_groups', one: 'path-to-purchase group' },
    ordered: true,
    merges: true,
  },
  filter_groups: {
    one: 'filter group',
    title: 'Filter groups',
    uses: 'tactics',
    ordered: true,
    merges: true,
  },
  filter_options: {
    one: 'filter option',
    title: 'Filter options and retailers',
    uses: 'tactics',
    section: { kind: 'filter_groups', one: 'filter group' },
    nests: 1,
    ordered: true,
    merges: true,
  },
  diversity_certifications: {
    one: 'diversity certification',
    title: 'Diversity certifications',
    uses: 'vendors',
    ordered: true,
    merges: true,
  },
  geo_areas: {
    one: 'service coverage area',
    title: 'Service coverage',
    uses: 'vendors',
    nests: 2,
    ordered: true,
    merges: true,
  },
  years_in_business_ranges: {
    one: 'years-in-business range',
    title: 'Years in business',
    uses: 'vendors',
    ordered: true,
    merges: false,
  },
}

/** A lookup row as the admin site lists it, in the order the app shows them. */
export type AdminLookup = {
  id: number
  name: string
  /** How many vendors or tactics (the kind's `uses`) have it. */
  uses: number
  /** Rows filed under it: a group's tactic types or options, an option's or area's children. */
  children: number
  /** 0 at the top of a tree; nested options and areas are deeper. */
  depth: number
  parent_id: number | null
  /** The row of the kind's section it is filed under, and that row's name. */
  section_id: number | null
  section: string | null
  /** A years-in-business range's bounds; null elsewhere and for an open end. */
  min: number | null
  max: number | null
}

export type AdminLookupList = { kind: LookupKind; lookups: AdminLookup[] }

/** The server's texts about lookups; the app shows the first it receives. */
export const ADMIN_LOOKUP_MESSAGES = {
  kindUnknown: `Kind must be one of ${LOOKUP_KINDS.join(', ')}`,
  notFound: 'Lookup not found',
  nameRequired: 'Name is required',
  nameTaken: (one: string, name: string) => `A ${one} named “${name}” already exists`,
  sectionRequired: (one: string) => `Choose a ${one}`,
  sectionUnknown: (one: string) => `No ${one} has this id: it may have been deleted`,
  parentInvalid: (one: string) =>
    `Put it under a ${one} of the same list that is not nested too deep`,
  yearsInvalid: `Years must be whole numbers from 0 to ${LOOKUP_YEARS_MAX}`,
  yearsOrder: 'The first year must not be above the last',
  directionInvalid: 'Direction must be up or down',
  targetRequired: 'Choose what to merge it into',
  mergeSelf: 'Choose another entry to merge it into',
  mergeMismatch: (one: string) => `Merge it into a ${one} of the same list and level`,
  notMerged: (one: string) => `A ${one} is not merged: nothing refers to it, delete it instead`,
  inUse: (one: string) => `This ${one} is in use: merge it into another instead`,
  searchOwn: 'The search reads this filter group for a filter of its own: it cannot be deleted',
  mergeConflict: 'Both hold an entry of the same name: rename or merge that entry first',
  cannotMove: 'It is already at that end of the list',
} as const

const lookupName = firstIssueOnly(
  v.pipe(
    v.string(ADMIN_LOOKUP_MESSAGES.nameRequired),
    v.trim(),
    v.nonEmpty(ADMIN_LOOKUP_MESSAGES.nameRequired),
    v.maxLength(LOOKUP_NAME_MAX, MESSAGES.tooLong(LOOKUP_NAME_MAX)),
  ),
)

const years = v.nullish(
  v.pipe(
    v.number(ADMIN_LOOKUP_MESSAGES.yearsInvalid),
    v.integer(ADMIN_LOOKUP_MESSAGES.yearsInvalid),
    v.minValue(0, ADMIN_LOOKUP_MESSAGES.yearsInvalid),
    v.maxValue(LOOKUP_YEARS_MAX, ADMIN_LOOKUP_MESSAGES.yearsInvalid),
  ),
)

const id = (message: string) => v.config(idField(), { message })

export const LookupKindSchema = v.picklist(LOOKUP_KINDS, ADMIN_LOOKUP_MESSAGES.kindUnknown)

/** A new lookup: its name, and where the kind files it (a section, a parent, a range's years). */
export const LookupCreateSchema = v.pipe(
  v.object({
    name: lookupName,
    section_id: v.optional(id(ADMIN_LOOKUP_MESSAGES.notFound)),
    parent_id: v.nullish(id(ADMIN_LOOKUP_MESSAGES.notFound)),
    min: years,
    max: years,
  }),
  v.forward(
    v.check(
      ({ min, max }) => min == null || max == null || min <= max,
      ADMIN_LOOKUP_MESSAGES.yearsOrder,
    ),
    ['max'],
  ),
)
export type LookupCreate = v.InferOutput<typeof LookupCreateSchema>

export const LookupRenameSchema = v.object({ name: lookupName })

export const LookupMoveSchema = v.object({
  direction: v.picklist(['up', 'down'], ADMIN_LOOKUP_MESSAGES.directionInvalid),
})

// The object's message is also that of its missing key.
export const LookupMergeSchema = v.object(
  { into_id: v.config(idField(), { message: ADMIN_LOOKUP_MESSAGES.targetRequired }) },
  ADMIN_LOOKUP_MESSAGES.targetRequired,
)
