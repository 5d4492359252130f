import { type SQL, sql } from 'drizzle-orm'
import {
  type AdminLookup,
  LOOKUP_KIND_TRAITS,
  type LookupCreate,
  type LookupKind,
  ADMIN_LOOKUP_MESSAGES as MESSAGES,
} from '../../domain/admin-lookups.ts'
import type { Database } from '../db/client.ts'
import { postgresErrorCode } from '../db/postgres-errors.ts'
import { FieldError, HttpError } from '../http-errors.ts'
import { bumpCatalogueVersion } from '../search/catalogue-version.ts'
import { queryRows } from '../search/query-rows.ts'
import { intArray } from '../search/sql-arrays.ts'
import { recordAdminChange } from './audit-log.ts'
import { LOOKUP_TABLES, type LookupTable } from './lookup-tables.ts'

/** Filter groups the search reads by key for filters of their own (src/server/search/filter-lists.ts). */
const SEARCH_OWN_GROUPS = ['approved_retailers', 'turnaround_time']
/** The badge a certification added here shows until it has a logo of its own. */
const DEFAULT_CERTIFICATION_LOGO = '/images/default-logo.svg'
/** Lookup changes wait for one another: two moves in one list would otherwise read the same order. */
const LOOKUPS_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('admin lookups'))`

type StoredRow = {
  id: number
  group_id?: number
  parent_id?: number | null
  key?: string
  kind?: string
  custom?: boolean
}

const ident = (name: string) => sql.raw(`"${name}"`)

/** A lookup as the audit log keeps it: its name and where it is filed. */
const audited = (row: AdminLookup) => ({
  name: row.name,
  ...(row.section === null ? {} : { section: row.section }),
  ...(row.parent_id === null ? {} : { parent_id: row.parent_id }),
  ...(row.min === null && row.max === null ? {} : { min: row.min, max: row.max }),
  uses: row.uses,
})

const targetOf = (kind: LookupKind, row: AdminLookup) => ({ kind, id: row.id, label: row.name })

export async function listLookups(db: Database, kind: LookupKind): Promise<AdminLookup[]> {
  return queryRows<AdminLookup>(db, LOOKUP_TABLES[kind].list)
}

export async function adminLookup(db: Database, kind: LookupKind, id: number) {
  return (await listLookups(db, kind)).find((row) => row.id === id)
}

async function storedRow(db: Database, table: LookupTable, id: number) {
  const [found] = await queryRows<{ row: StoredRow }>(
    db,
    sql`SELECT to_jsonb(l) AS row FROM ${ident(table.table)} l WHERE l.id = ${id}`,
  )
  const row = found?.row
  return row && !(table.curated && row.custom) ? row : undefined
}

/** The rows `row` shares a scope with, as a condition: each column equal, nulls included. */
function sameAs(columns: readonly string[], row: Partial<StoredRow>): SQL {
  const conditions = columns.map(
    (column) =>
      sql`${ident(column)} IS NOT DISTINCT FROM ${(row as Record<string, unknown>)[column] ?? null}::int`,
  )
  return sql.join([sql`true`, ...conditions], sql` AND `)
}

async function assertNameFree(
  db: Database,
  kind: LookupKind,
  row: Partial<StoredRow>,
  name: string,
) {
  const table = LOOKUP_TABLES[kind]
  const [taken] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM ${ident(table.table)}
      WHERE lower(${ident(table.name)}) = lower(${name}) AND id IS DISTINCT FROM ${row.id ?? null}::int
        AND ${sameAs(table.nameScope ?? table.siblings, row)} LIMIT 1`,
  )
  if (taken) {
    throw new FieldError({ name: [MESSAGES.nameTaken(LOOKUP_KIND_TRAITS[kind].one, name)] })
  }
}

/** `name` as a key or code: its words joined by `separator`, made unique among `taken`. */
function uniqueKey(name: string, separator: string, taken: ReadonlySet<string>) {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, separator)
      .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '') || 'item'
  let key = base
  for (let n = 2; taken.has(key); n++) key = `${base}${separator}${n}`
  return key
}

async function takenValues(db: Database, query: SQL) {
  return new Set(
    (await queryRows<{ value: string }>(db, query)).map((row) => row.value.toLowerCase()),
  )
}

/** Where a new row goes: its section and parent, checked, and what its kind derives from them. */
async function placement(db: Database, kind: LookupKind, input: LookupCreate) {
  const traits = LOOKUP_KIND_TRAITS[kind]
  const place: Partial<StoredRow> & { depth: number } = { depth: 0 }
  if (traits.section) {
    const sectionTable = LOOKUP_TABLES[traits.section.kind]
    const section =
      input.section_id === undefined
        ? undefined
        : await storedRow(db, sectionTable, input.section_id)
    if (!section) {
      const message =
        input.section_id === undefined
          ? MESSAGES.sectionRequired(traits.section.one)
          : MESSAGES.sectionUnknown(traits.section.one)
      throw new FieldError({ section_id: [message] })
    }
    place.group_id = section.id
  }
  if (traits.nests) {
    place.parent_id = null
    if (input.parent_id != null) {
      const parent = await adminLookup(db, kind, input.parent_id)
      const fits =
        parent !== undefined &&
        parent.depth < traits.nests &&
        (place.group_id === undefined || parent.section_id === place.group_id)
      if (!fits) throw new FieldError({ parent_id: [MESSAGES.parentInvalid(traits.one)] })
      place.parent_id = parent.id
      place.depth = parent.depth + 1
    }
  }
  return place
}

/** The columns a new row of `kind` carries besides its name, position and placement. */
async function derivedColumns(
  db: Database,
  kind: LookupKind,
  input: LookupCreate,
  place: Partial<StoredRow> & { depth: number },
): Promise<Record<string, unknown>> {
  switch (kind) {
    case 'vendor_types':
      return {
        slug: uniqueKey(
          input.name,
          '-',
          await takenValues(db, sql`SELECT slug AS value FROM vendor_types`),
        ),
      }
    case 'filter_groups':
      return {
        key: uniqueKey(
          input.name,
          '_',
          await takenValues(db, sql`SELECT key AS value FROM filter_groups`),
        ),
        selection: 'multi',
      }
    case 'filter_options':
      return { custom: false }
    case 'diversity_certifications':
      return { logo_url: DEFAULT_CERTIFICATION_LOGO }
    case 'geo_areas': {
      const taken = await takenValues(
        db,
        sql`SELECT code AS value FROM geo_areas WHERE ${sameAs(['parent_id'], place)}`,
      )
      return {
        kind: (['country', 'region', 'state'] as const)[place.depth],
        code: uniqueKey(input.name, '-', taken).toUpperCase(),
      }
    }
    case 'years_in_business_ranges':
      return { min: input.min ?? null, max: input.max ?? null }
    default:
      return {}
  }
}

/** Adds a lookup at the end of its list; answers it as listed. */
export async function createLookup(
  db: Database,
  kind: LookupKind,
  input: LookupCreate,
  actorId: number,
) {
  const table = LOOKUP_TABLES[kind]
  const id = await db.transaction(async (tx) => {
    await tx.execute(LOOKUPS_LOCK)
    const place = await placement(tx, kind, input)
    await assertNameFree(tx, kind, place, input.name)
    const columns: Record<string, unknown> = {
      [table.name]: input.name,
      ...(place.group_id === undefined ? {} : { group_id: place.group_id }),
      ...(place.parent_id === undefined ? {} : { parent_id: place.parent_id }),
      ...(await derivedColumns(tx, kind, input, place)),
    }
    const names = Object.keys(columns)
    const values = names.map((name) => sql`${columns[name]}`)
    // Rows of an ordered kind go last among their siblings; the others read in name order.
    const [created] = await queryRows<{ id: number }>(
      tx,
      LOOKUP_KIND_TRAITS[kind].ordered
        ? sql`INSERT INTO ${ident(table.table)} (${sql.join(names.map(ident), sql`, `)}, position)
            SELECT ${sql.join(values, sql`, `)}, coalesce(max(position) + 1, 0)
            FROM ${ident(table.table)} WHERE ${sameAs(table.siblings, place)}
            RETURNING id`
        : sql`INSERT INTO ${ident(table.table)} (${sql.join(names.map(ident), sql`, `)})
            VALUES (${sql.join(values, sql`, `)}) RETURNING id`,
    )
    const row = (await adminLookup(tx, kind, created?.id as number)) as AdminLookup
    await recordAdminChange(tx, {
      actorId,
      action: 'lookup.created',
      target: targetOf(kind, row),
      before: null,
      after: audited(row),
    })
    return row.id
  })
  await bumpCatalogueVersion(db)
  return (await adminLookup(db, kind, id)) as AdminLookup
}

async function existingRow(db: Database, kind: LookupKind, id: number) {
  const row = await storedRow(db, LOOKUP_TABLES[kind], id)
  if (!row) throw new HttpError(404, MESSAGES.notFound)
  return row
}

/** Renames a lookup; answers it as listed, before and after. */
export async function renameLookup(
  db: Database,
  kind: LookupKind,
  id: number,
  name: string,
  actorId: number,
) {
  const table = LOOKUP_TABLES[kind]
  await db.transaction(async (tx) => {
    await tx.execute(LOOKUPS_LOCK)
    const row = await existingRow(tx, kind, id)
    await assertNameFree(tx, kind, row, name)
    const before = (await adminLookup(tx, kind, id)) as AdminLookup
    await tx.execute(
      sql`UPDATE ${ident(table.table)} SET ${ident(table.name)} = ${name} WHERE id = ${id}`,
    )
    await recordAdminChange(tx, {
      actorId,
      action: 'lookup.renamed',
      target: targetOf(kind, before),
      before: { name: before.name },
      after: { name },
    })
  })
  await bumpCatalogueVersion(db)
  return (await adminLookup(db, kind, id)) as AdminLookup
}

/**
 * Swaps a lookup with its neighbour among its siblings, numbering them 0, 1, ... in one
 * statement: the search triggers of the table then run once.
 */
export async function moveLookup(
  db: Database,
  kind: LookupKind,
  id: number,
  direction: 'up' | 'down',
  actorId: number,
) {
  const table = LOOKUP_TABLES[kind]
  if (!LOOKUP_KIND_TRAITS[kind].ordered) throw new HttpError(404, MESSAGES.notFound)
  await db.transaction(async (tx) => {
    await tx.execute(LOOKUPS_LOCK)
    const row = await existingRow(tx, kind, id)
    const curated = table.curated ? sql`AND NOT custom` : sql``
    const siblings = (
      await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM ${ident(table.table)} WHERE ${sameAs(table.siblings, row)} ${curated}
          ORDER BY position, id`,
      )
    ).map((sibling) => sibling.id)
    const from = siblings.indexOf(id)
    const to = direction === 'up' ? from - 1 : from + 1
    if (to < 0 || to >= siblings.length) throw new HttpError(409, MESSAGES.cannotMove)
    siblings[from] = siblings[to] as number
    siblings[to] = id
    await tx.execute(sql`
      UPDATE ${ident(table.table)} AS l SET position = placed.position - 1
      FROM unnest(${intArray(siblings)}) WITH ORDINALITY AS placed (id, position)
      WHERE l.id = placed.id AND l.position <> placed.position - 1`)
    const moved = (await adminLookup(tx, kind, id)) as AdminLookup
    await recordAdminChange(tx, {
      actorId,
      action: 'lookup.moved',
      target: targetOf(kind, moved),
      before: { place: from + 1 },
      after: { place: to + 1, of: siblings.length },
    })
  })
  await bumpCatalogueVersion(db)
  return listLookups(db, kind)
}

/** Deletes a lookup nothing uses; one in use answers 409 (merge it instead). */
export async function deleteLookup(db: Database, kind: LookupKind, id: number, actorId: number) {
  const table = LOOKUP_TABLES[kind]
  const traits = LOOKUP_KIND_TRAITS[kind]
  const deleted = await db.transaction(async (tx) => {
    await tx.execute(LOOKUPS_LOCK)
    const row = await existingRow(tx, kind, id)
    if (kind === 'filter_groups' && SEARCH_OWN_GROUPS.includes(row.key ?? '')) {
      throw new HttpError(409, MESSAGES.searchOwn)
    }
    const listed = (await adminLookup(tx, kind, id)) as AdminLookup
    if (traits.merges && (listed.uses > 0 || listed.children > 0)) {
      throw new HttpError(409, MESSAGES.inUse(traits.one))
    }
    await tx.execute(sql`DELETE FROM ${ident(table.table)} WHERE id = ${id}`)
    await recordAdminChange(tx, {
      actorId,
      action: 'lookup.deleted',
      target: targetOf(kind, listed),
      before: audited(listed),
      after: null,
    })
    return listed
  })
  await bumpCatalogueVersion(db)
  return deleted
}

/** Moves every vendor's or tactic's choice of `from` to `into`, keeping one choice of each. */
function moveLinks(table: LookupTable, from: number, into: number): SQL | undefined {
  const links = table.links
  if (!links) return undefined
  const keep =
    links.table === 'vendor_service_coverage'
      ? sql`ON CONFLICT (vendor_id, geo_area_id) DO UPDATE
          SET all_children = vendor_service_coverage.all_children OR excluded.all_children`
      : sql`ON CONFLICT DO NOTHING`
  const extra = links.table === 'vendor_service_coverage' ? sql`, all_children` : sql``
  return sql`INSERT INTO ${ident(links.table)} (${ident(links.owner)}, ${ident(links.column)}${extra})
    SELECT ${ident(links.owner)}, ${into}::int${extra} FROM ${ident(links.table)}
    WHERE ${ident(links.column)} = ${from} ${keep}`
}

/**
 * Merges a lookup into another of its kind, list and level: every vendor's or tactic's use of it,
 * and every row filed under it, moves to the kept one, then it is deleted, in one transaction.
 * The search documents follow through the triggers of migration 0004.
 */
export async function mergeLookup(
  db: Database,
  kind: LookupKind,
  id: number,
  intoId: number,
  actorId: number,
) {
  const table = LOOKUP_TABLES[kind]
  const traits = LOOKUP_KIND_TRAITS[kind]
  if (!traits.merges) throw new FieldError({ into_id: [MESSAGES.notMerged(traits.one)] })
  const merged = await db
    .transaction(async (tx) => {
      await tx.execute(LOOKUPS_LOCK)
      const row = await existingRow(tx, kind, id)
      if (intoId === id) throw new FieldError({ into_id: [MESSAGES.mergeSelf] })
      const into = await storedRow(tx, table, intoId)
      if (!into) throw new FieldError({ into_id: [MESSAGES.notFound] })
      const sameList =
        (kind !== 'filter_options' || row.group_id === into.group_id) &&
        (kind !== 'geo_areas' || row.kind === into.kind) &&
        (kind !== 'filter_options' || (row.parent_id === null) === (into.parent_id === null))
      if (!sameList) throw new FieldError({ into_id: [MESSAGES.mergeMismatch(traits.one)] })
      if (kind === 'filter_groups' && SEARCH_OWN_GROUPS.includes(row.key ?? '')) {
        throw new HttpError(409, MESSAGES.searchOwn)
      }
      const source = (await adminLookup(tx, kind, id)) as AdminLookup
      const target = (await adminLookup(tx, kind, intoId)) as AdminLookup
      const links = moveLinks(table, id, intoId)
      if (links) {
        await tx.execute(links)
        await tx.execute(
          sql`DELETE FROM ${ident(table.links?.table ?? '')} WHERE ${ident(table.links?.column ?? '')} = ${id}`,
        )
      }
      if (table.filed) {
        const { table: filedTable, column } = table.filed
        // Filed rows follow the kept row's own, in their order.
        await tx.execute(sql`
        UPDATE ${ident(filedTable)} SET ${ident(column)} = ${intoId}::int, position = position + (
          SELECT coalesce(max(position) + 1, 0) FROM ${ident(filedTable)} WHERE ${ident(column)} = ${intoId})
        WHERE ${ident(column)} = ${id}`)
      }
      await tx.execute(sql`DELETE FROM ${ident(table.table)} WHERE id = ${id}`)
      const kept = (await adminLookup(tx, kind, intoId)) as AdminLookup
      await recordAdminChange(tx, {
        actorId,
        action: 'lookup.merged',
        target: targetOf(kind, source),
        before: { ...audited(source), into: audited(target) },
        after: { merged_into: kept.name, into: audited(kept) },
      })
      return { source, target: kept }
    })
    .catch((error: unknown) => {
      if (postgresErrorCode(error) === '23505') throw new HttpError(409, MESSAGES.mergeConflict)
      throw error
    })
  await bumpCatalogueVersion(db)
  return merged
}
