import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { filterErrors } from '../../domain/tactic-filters.ts'
import { ILLUSTRATIONS_MAX, TACTIC_MESSAGES, type TacticForm } from '../../domain/tactic-schemas.ts'
import type { Database } from '../db/client.ts'
import { exactlyOne } from '../db/exactly-one.ts'
import {
  filterOptions,
  tacticFilterOptions,
  tacticIllustrations,
  tactics,
  tacticTacticTypes,
  tacticTypes,
} from '../db/schema/index.ts'
import { FieldError, type FieldErrors } from '../http-errors.ts'
import { filterGroupRules, loadFilterGroups } from './filter-groups.ts'
import type { StoredIllustration } from './illustration-upload.ts'

/** Checks the form against the tactic types and filter groups; a 422 names each rule broken. */
export async function checkTacticForm(db: Database, form: TacticForm): Promise<void> {
  const errors: FieldErrors = filterErrors(
    filterGroupRules(await loadFilterGroups(db)),
    form.filters,
  )
  const typeIds = [...new Set(form.tactic_type_ids)]
  const found = await db
    .select({ id: tacticTypes.id })
    .from(tacticTypes)
    .where(inArray(tacticTypes.id, typeIds))
  if (found.length !== typeIds.length) errors.tactic_type_ids = [TACTIC_MESSAGES.unknownOption]
  if (Object.keys(errors).length > 0) throw new FieldError(errors)
}

/** The ids of typed other options, created as custom options of their group when new. */
async function customOptionIds(db: Database, form: TacticForm): Promise<number[]> {
  const ids: number[] = []
  for (const selection of form.filters) {
    for (const name of new Set(selection.new_children)) {
      await db
        .insert(filterOptions)
        .values({ groupId: selection.id, name, custom: true, position: 1000 })
        .onConflictDoNothing()
      const [row] = await db
        .select({ id: filterOptions.id })
        .from(filterOptions)
        .where(
          and(
            eq(filterOptions.groupId, selection.id),
            isNull(filterOptions.parentId),
            eq(filterOptions.name, name),
          ),
        )
      if (row) ids.push(row.id)
    }
  }
  return ids
}

function tacticColumns(form: TacticForm) {
  return {
    name: form.name,
    description: form.description,
    featured: form.featured,
    // An unfeatured tactic leaves the admin's order (docs/api-admin.md, "Featured").
    ...(form.featured ? {} : { featuredPosition: null }),
    eCommerceService: form.e_commerce_service,
    inHouseService: form.in_house_service,
    minOrderSize: form.min_order_size,
    minOrderSizeText: form.min_order_size ? form.min_order_size_text || null : null,
    videos: form.videos,
  }
}

async function replaceJoins(db: Database, tacticId: number, form: TacticForm) {
  await db.delete(tacticTacticTypes).where(eq(tacticTacticTypes.tacticId, tacticId))
  await db.delete(tacticFilterOptions).where(eq(tacticFilterOptions.tacticId, tacticId))
  const typeIds = [...new Set(form.tactic_type_ids)]
  await db
    .insert(tacticTacticTypes)
    .values(typeIds.map((tacticTypeId) => ({ tacticId, tacticTypeId })))
  const optionIds = [
    ...new Set([
      ...form.filters.flatMap((selection) => selection.children),
      ...(await customOptionIds(db, form)),
    ]),
  ]
  if (optionIds.length > 0) {
    await db
      .insert(tacticFilterOptions)
      .values(optionIds.map((filterOptionId) => ({ tacticId, filterOptionId })))
  }
}

async function addIllustrations(
  db: Database,
  tacticId: number,
  illustrations: readonly StoredIllustration[],
) {
  if (illustrations.length === 0) return []
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${tacticIllustrations.position}) + 1, 0)::int` })
    .from(tacticIllustrations)
    .where(eq(tacticIllustrations.tacticId, tacticId))
  return db
    .insert(tacticIllustrations)
    .values(illustrations.map((image, index) => ({ tacticId, ...image, position: next + index })))
    .returning({
      id: tacticIllustrations.id,
      url: tacticIllustrations.url,
      kind: tacticIllustrations.kind,
    })
}

export async function createTactic(
  db: Database,
  vendorId: number,
  form: TacticForm,
  illustrations: readonly StoredIllustration[],
): Promise<number> {
  return db.transaction(async (tx) => {
    const { id: tacticId } = exactlyOne(
      await tx
        .insert(tactics)
        .values({ vendorId, ...tacticColumns(form) })
        .returning({ id: tactics.id }),
      'the new tactic',
    )
    await replaceJoins(tx, tacticId, form)
    await addIllustrations(tx, tacticId, illustrations)
    return tacticId
  })
}

export async function updateTactic(db: Database, tacticId: number, form: TacticForm) {
  await db.transaction(async (tx) => {
    await tx
      .update(tactics)
      .set({ ...tacticColumns(form), updatedAt: new Date() })
      .where(eq(tactics.id, tacticId))
    await replaceJoins(tx, tacticId, form)
  })
}

export async function illustrationCount(db: Database, tacticId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tacticIllustrations)
    .where(eq(tacticIllustrations.tacticId, tacticId))
  return row?.count ?? 0
}

/** Adds illustrations under a lock on the tactic, so parallel uploads cannot pass the limit. */
export async function appendIllustrations(
  db: Database,
  tacticId: number,
  illustrations: readonly StoredIllustration[],
  field: string,
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ${tactics} WHERE id = ${tacticId} FOR UPDATE`)
    if ((await illustrationCount(tx, tacticId)) + illustrations.length > ILLUSTRATIONS_MAX) {
      throw new FieldError({ [field]: [TACTIC_MESSAGES.illustrationsMax] })
    }
    return addIllustrations(tx, tacticId, illustrations)
  })
}
