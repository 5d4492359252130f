import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { SUGGESTION_KINDS } from '#domain/search-results.ts'
import { SEARCH_TYPES } from '#domain/search-statistic.ts'
import { users } from './accounts.ts'
import { tacticTypes } from './lookups.ts'
import { tactics } from './tactics.ts'
import { vendors } from './vendors.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

const idArray = (name: string) => integer(name).array().notNull().default(sql`'{}'::integer[]`)

/*
 * The tables below are written only by the triggers of migration 0004_search_triggers: they are
 * read models of the catalogue, never edited by the app.
 */

/** A tactic as search sees it: weighted text (name A, tactic types B, description C) and facets. */
export const tacticSearchDocuments = pgTable(
  'tactic_search_documents',
  {
    tacticId: integer('tactic_id')
      .primaryKey()
      .references(() => tactics.id, { onDelete: 'cascade' }),
    vendorId: integer('vendor_id').notNull(),
    name: text('name').notNull(),
    featured: boolean('featured').notNull(),
    eCommerceService: boolean('e_commerce_service').notNull(),
    inHouseService: boolean('in_house_service').notNull(),
    tacticTypeIds: idArray('tactic_type_ids'),
    filterOptionIds: idArray('filter_option_ids'),
    /** The vendor's types, for browsing the tactics of media vendors. */
    vendorTypeIds: idArray('vendor_type_ids'),
    document: tsvector('document').notNull(),
  },
  (t) => [
    index('tactic_search_documents_document').using('gin', t.document),
    index('tactic_search_documents_tactic_types').using('gin', t.tacticTypeIds),
    index('tactic_search_documents_filter_options').using('gin', t.filterOptionIds),
    index('tactic_search_documents_vendor_types').using('gin', t.vendorTypeIds),
    index('tactic_search_documents_order').on(t.featured.desc().nullsFirst(), t.name, t.tacticId),
    index('tactic_search_documents_vendor').on(t.vendorId),
  ],
)

/** A vendor as search sees it: weighted text (name A, vendor types B, description C) and facets. */
export const vendorSearchDocuments = pgTable(
  'vendor_search_documents',
  {
    vendorId: integer('vendor_id')
      .primaryKey()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    featured: boolean('featured').notNull(),
    yearOfEstablishment: integer('year_of_establishment'),
    vendorTypeIds: idArray('vendor_type_ids'),
    certificationIds: idArray('certification_ids'),
    /** Areas served in part (covered ones and their ancestors) or in full (their descendants). */
    coverageAreaIds: idArray('coverage_area_ids'),
    coversAllCountries: boolean('covers_all_countries').notNull().default(false),
    document: tsvector('document').notNull(),
  },
  (t) => [
    index('vendor_search_documents_document').using('gin', t.document),
    index('vendor_search_documents_vendor_types').using('gin', t.vendorTypeIds),
    index('vendor_search_documents_certifications').using('gin', t.certificationIds),
    index('vendor_search_documents_coverage').using('gin', t.coverageAreaIds),
    index('vendor_search_documents_order').on(t.featured.desc().nullsFirst(), t.name, t.vendorId),
    index('vendor_search_documents_year').on(t.yearOfEstablishment),
  ],
)

/** One row per word start of a vendor, tactic or tactic type name: autocomplete by prefix. */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: SUGGESTION_KINDS }).notNull(),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    tacticId: integer('tactic_id').references(() => tactics.id, { onDelete: 'cascade' }),
    tacticTypeId: integer('tactic_type_id').references(() => tacticTypes.id, {
      onDelete: 'cascade',
    }),
    term: text('term').notNull(),
    /** The normalized term from one word on: "in store sampling", "store sampling", "sampling". */
    termKey: text('term_key').notNull(),
    /** 0 when the key is the whole term. */
    wordPosition: integer('word_position').notNull(),
  },
  (t) => [
    // Everything autocomplete reads is in the key: an index-only scan, no visits to the table.
    index('search_suggestions_key').on(
      t.kind,
      t.termKey.op('text_pattern_ops'),
      t.wordPosition,
      t.term,
      t.tacticId,
      t.vendorId,
      t.tacticTypeId,
    ),
    // The rows of one name, for search_suggestion_names (migration 0005).
    index('search_suggestions_name').on(t.kind, sql`lower(${t.term})`),
    index('search_suggestions_vendor').on(t.vendorId),
    index('search_suggestions_tactic').on(t.tacticId),
    index('search_suggestions_tactic_type').on(t.tacticTypeId),
  ],
)

/**
 * search_suggestions with one row per distinct name instead of per item, and how many items bear
 * it: autocomplete reads a few hundred rows where "sam" matches thousands of tactics. Kept by a
 * trigger on search_suggestions (migration 0005).
 */
export const searchSuggestionNames = pgTable(
  'search_suggestion_names',
  {
    kind: text('kind', { enum: SUGGESTION_KINDS }).notNull(),
    /** lower(term): names differing only in case are one suggestion. */
    nameKey: text('name_key').notNull(),
    termKey: text('term_key').notNull(),
    wordPosition: integer('word_position').notNull(),
    /** The name as the item with the lowest id spells it. */
    term: text('term').notNull(),
    itemCount: integer('item_count').notNull(),
    /** The item a picked suggestion opens (the lowest id bearing the name) and its vendor. */
    itemId: integer('item_id').notNull(),
    vendorId: integer('vendor_id'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.nameKey, t.termKey, t.wordPosition] }),
    index('search_suggestion_names_key').on(
      t.kind,
      t.termKey.op('text_pattern_ops'),
      t.wordPosition,
      t.nameKey,
      t.term,
      t.itemCount,
      t.itemId,
      t.vendorId,
    ),
  ],
)

/** Every word of the catalogue's text, for correcting typed words by trigram similarity. */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_prefix').on(t.word.op('text_pattern_ops')),
  index('search_words_trigram').using('gin', t.word.op('gin_trgm_ops')),
])

/** Bumped by every statement that changes what a search answers; cached answers carry it. */
export const searchCatalogueVersion = pgSequence('search_catalogue_version')

/** One row per search; its id is the search_id that pages opened from the results carry. */
export const searchStatistics = pgTable(
  'search_statistics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    searchType: text('search_type', { enum: SEARCH_TYPES }).notNull(),
    keyword: text('keyword'),
    filters: jsonb('filters').notNull().default({}),
    resultCount: integer('result_count').notNull(),
    /**
     * The search appearances (vendor insights, docs/api-insights.md): the vendors and the tactics
     * of the answer's page, written in the statistic's own statement so that they cost search no
     * round trip. A tactic's vendor is among the vendors.
     */
    vendorIds: idArray('vendor_ids'),
    tacticIds: idArray('tactic_ids'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_statistics_created_at').on(t.createdAt),
    index('search_statistics_user').on(t.userId),
    index('search_statistics_vendors').using('gin', t.vendorIds),
  ],
)

/** A click on a vendor's website link, from a search or not (PUT /search_statistic). */
export const searchWebsiteVisits = pgTable(
  'search_website_visits',
  {
    id: serial('id').primaryKey(),
    searchId: bigint('search_id', { mode: 'number' }).references(() => searchStatistics.id, {
      onDelete: 'set null',
    }),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    tacticId: integer('tactic_id').references(() => tactics.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('search_website_visits_search').on(t.searchId),
    index('search_website_visits_vendor').on(t.vendorId),
    index('search_website_visits_tactic').on(t.tacticId),
    index('search_website_visits_user').on(t.userId),
  ],
)

/**
 * A vendor's or a tactic's page opened (GET /vendors/{id}, GET /vendors/{id}/tactics/{tacticId}),
 * for the admin site's most viewed (docs/api-admin.md, "Statistics"). tactic_id null: the vendor's.
 */
export const catalogueViews = pgTable(
  'catalogue_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    tacticId: integer('tactic_id').references(() => tactics.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalogue_views_created_at').on(t.createdAt)],
)
