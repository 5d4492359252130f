import { type SQL, sql } from 'drizzle-orm'
import type { LookupKind } from '../../domain/admin-lookups.ts'

/** A table whose rows point at a lookup: a vendor's or tactic's choice of it. */
type Links = { table: string; owner: string; column: string }

/** How each kind of lookup is stored (src/server/db/schema/lookups.ts). */
export type LookupTable = {
  table: string
  /** The column holding the name the admin edits. */
  name: 'name' | 'label'
  /** Columns a row shares with its siblings: the rows its position orders and its name is unique among. */
  siblings: readonly ('group_id' | 'parent_id')[]
  /** Columns a name is unique among, when wider than its siblings (a tactic type's name is unique across groups). */
  nameScope?: readonly ('group_id' | 'parent_id')[]
  /** Its section's column, for kinds filed under a section. */
  section?: 'group_id'
  /** Vendors' or tactics' choices of it, moved to the kept row by a merge. */
  links?: Links
  /** Rows of another table filed under it, moved to the kept row by a merge. */
  filed?: { table: string; column: string }
  /** Only the curated rows are lookups (a vendor's typed "other" option is not). */
  curated?: boolean
  /** The rows in the app's order, with their counts. */
  list: SQL
}

const usesOf = ({ table, owner, column }: Links, id: SQL) =>
  sql
    .raw(`(SELECT count(DISTINCT ${owner}) FROM ${table} WHERE ${column} = `)
    .append(id)
    .append(sql`)::int`)

const VENDOR_TYPE_LINKS = {
  table: 'vendor_vendor_types',
  owner: 'vendor_id',
  column: 'vendor_type_id',
}
const TACTIC_TYPE_LINKS = {
  table: 'tactic_tactic_types',
  owner: 'tactic_id',
  column: 'tactic_type_id',
}
const OPTION_LINKS = {
  table: 'tactic_filter_options',
  owner: 'tactic_id',
  column: 'filter_option_id',
}
const CERTIFICATION_LINKS = {
  table: 'vendor_diversity_certifications',
  owner: 'vendor_id',
  column: 'certification_id',
}
const COVERAGE_LINKS = {
  table: 'vendor_service_coverage',
  owner: 'vendor_id',
  column: 'geo_area_id',
}

const FLAT = sql`0 AS depth, NULL::int AS parent_id, NULL::int AS section_id, NULL::text AS section, NULL::int AS min, NULL::int AS max`

export const LOOKUP_TABLES: Record<LookupKind, LookupTable> = {
  vendor_types: {
    table: 'vendor_types',
    name: 'name',
    siblings: [],
    links: VENDOR_TYPE_LINKS,
    list: sql`SELECT l.id, l.name, ${usesOf(VENDOR_TYPE_LINKS, sql`l.id`)} AS uses, 0 AS children, ${FLAT}
      FROM vendor_types l ORDER BY l.position, l.id`,
  },
  path_to_purchase_groups: {
    table: 'path_to_purchase_groups',
    name: 'name',
    siblings: [],
    filed: { table: 'tactic_types', column: 'group_id' },
    list: sql`SELECT l.id, l.name,
        (SELECT count(DISTINCT x.tactic_id) FROM tactic_tactic_types x
          JOIN tactic_types t ON t.id = x.tactic_type_id WHERE t.group_id = l.id)::int AS uses,
        (SELECT count(*) FROM tactic_types t WHERE t.group_id = l.id)::int AS children, ${FLAT}
      FROM path_to_purchase_groups l ORDER BY l.position, l.id`,
  },
  tactic_types: {
    table: 'tactic_types',
    name: 'name',
    siblings: ['group_id'],
    nameScope: [],
    section: 'group_id',
    links: TACTIC_TYPE_LINKS,
    list: sql`SELECT l.id, l.name, ${usesOf(TACTIC_TYPE_LINKS, sql`l.id`)} AS uses, 0 AS children,
        0 AS depth, NULL::int AS parent_id, g.id AS section_id, g.name AS section,
        NULL::int AS min, NULL::int AS max
      FROM tactic_types l JOIN path_to_purchase_groups g ON g.id = l.group_id
      ORDER BY g.position, g.id, l.position, l.id`,
  },
  filter_groups: {
    table: 'filter_groups',
    name: 'name',
    siblings: [],
    filed: { table: 'filter_options', column: 'group_id' },
    list: sql`SELECT l.id, l.name,
        (SELECT count(DISTINCT x.tactic_id) FROM tactic_filter_options x
          JOIN filter_options o ON o.id = x.filter_option_id WHERE o.group_id = l.id)::int AS uses,
        (SELECT count(*) FROM filter_options o WHERE o.group_id = l.id)::int AS children, ${FLAT}
      FROM filter_groups l ORDER BY l.position, l.id`,
  },
  filter_options: {
    table: 'filter_options',
    name: 'name',
    siblings: ['group_id', 'parent_id'],
    section: 'group_id',
    links: OPTION_LINKS,
    filed: { table: 'filter_options', column: 'parent_id' },
    curated: true,
    list: sql`WITH RECURSIVE tree AS (
        SELECT o.id, 0 AS depth, ARRAY[g.position, g.id, o.position, o.id] AS path
        FROM filter_options o JOIN filter_groups g ON g.id = o.group_id
        WHERE o.parent_id IS NULL AND NOT o.custom
        UNION ALL
        SELECT o.id, tree.depth + 1, tree.path || ARRAY[o.position, o.id]
        FROM filter_options o JOIN tree ON o.parent_id = tree.id WHERE NOT o.custom)
      SELECT l.id, l.name, ${usesOf(OPTION_LINKS, sql`l.id`)} AS uses,
        (SELECT count(*) FROM filter_options c WHERE c.parent_id = l.id)::int AS children,
        tree.depth, l.parent_id, g.id AS section_id, g.name AS section, NULL::int AS min, NULL::int AS max
      FROM tree JOIN filter_options l ON l.id = tree.id JOIN filter_groups g ON g.id = l.group_id
      ORDER BY tree.path`,
  },
  diversity_certifications: {
    table: 'diversity_certifications',
    name: 'name',
    siblings: [],
    links: CERTIFICATION_LINKS,
    list: sql`SELECT l.id, l.name, ${usesOf(CERTIFICATION_LINKS, sql`l.id`)} AS uses, 0 AS children, ${FLAT}
      FROM diversity_certifications l ORDER BY l.position, l.name, l.id`,
  },
  geo_areas: {
    table: 'geo_areas',
    name: 'name',
    siblings: ['parent_id'],
    links: COVERAGE_LINKS,
    filed: { table: 'geo_areas', column: 'parent_id' },
    list: sql`WITH RECURSIVE tree AS (
        SELECT id, 0 AS depth, ARRAY[position, id] AS path FROM geo_areas WHERE parent_id IS NULL
        UNION ALL
        SELECT g.id, tree.depth + 1, tree.path || ARRAY[g.position, g.id]
        FROM geo_areas g JOIN tree ON g.parent_id = tree.id)
      SELECT l.id, l.name, ${usesOf(COVERAGE_LINKS, sql`l.id`)} AS uses,
        (SELECT count(*) FROM geo_areas c WHERE c.parent_id = l.id)::int AS children,
        tree.depth, l.parent_id, NULL::int AS section_id, NULL::text AS section,
        NULL::int AS min, NULL::int AS max
      FROM tree JOIN geo_areas l ON l.id = tree.id ORDER BY tree.path`,
  },
  years_in_business_ranges: {
    table: 'years_in_business_ranges',
    name: 'label',
    siblings: [],
    // The vendors the range's filter finds (src/server/search/vendor-conditions.ts).
    list: sql`SELECT l.id, l.label AS name,
        (SELECT count(*) FROM vendors v WHERE v.year_of_establishment IS NOT NULL
          AND (l.min IS NULL OR v.year_of_establishment <= extract(year FROM now())::int - l.min)
          AND (l.max IS NULL OR v.year_of_establishment >= extract(year FROM now())::int - l.max))::int AS uses,
        0 AS children, 0 AS depth, NULL::int AS parent_id, NULL::int AS section_id,
        NULL::text AS section, l.min, l.max
      FROM years_in_business_ranges l ORDER BY l.position, l.id`,
  },
}
