import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import {
  ILLUSTRATION_FIELDS,
  ILLUSTRATION_MAX_BYTES,
  ILLUSTRATIONS_MAX,
  TACTIC_MESSAGES,
  TacticFormSchema,
} from '../../domain/tactic-schemas.ts'
import { DetailQuerySchema } from '../../domain/vendor-view.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { Database } from '../db/client.ts'
import { shortlistItems, tactics, tacticTypes } from '../db/schema/index.ts'
import { FieldError, HttpError } from '../http-errors.ts'
import { recordView, viewerOf } from '../search/record-view.ts'
import type { ServerEnv } from '../server-env.ts'
import { photoKeysOfItems, removeUnusedPhotos } from '../shortlists/shortlist-photo-files.ts'
import { multipartLimit } from '../uploads/multipart-limit.ts'
import { jsonBody, multipartBody, queryParams } from '../validation.ts'
import { pathId, type VendorAccess, vendorAccess, vendorRight } from '../vendors/vendor-access.ts'
import { filterGroupsJson, loadFilterGroups } from './filter-groups.ts'
import { storeIllustrations } from './illustration-upload.ts'
import {
  fullTacticAnswer,
  fullTacticListAnswer,
  limitedTacticJson,
  loadTacticRecord,
  loadTacticRow,
  tacticFormValues,
  tacticJson,
  vendorTacticList,
} from './tactic-json.ts'
import { checkTacticForm, createTactic, updateTactic } from './tactic-writes.ts'

const tooMany = { illustrations: [TACTIC_MESSAGES.illustrationsMax] }

/** Only a super_admin sets featured: anyone else must leave it as it is. */
function demandFeatureRight(access: VendorAccess, featured: boolean, current: boolean) {
  if (featured !== current && !access.rights.feature) {
    throw new HttpError(403, TACTIC_MESSAGES.featuredForbidden)
  }
}

const isFilePart = (name: string) => /^illustration\d+$/.test(name)

/** The create form's files in field order; a 422 for more than five or an unknown field. */
function illustrationParts(files: Record<string, unknown>) {
  const names = Object.keys(files)
  if (names.length > ILLUSTRATIONS_MAX || names.some((n) => !ILLUSTRATION_FIELDS.includes(n))) {
    throw new FieldError(tooMany)
  }
  return ILLUSTRATION_FIELDS.filter((field) => field in files).map((field) => ({
    field,
    part: files[field],
  }))
}

async function tacticTypeList(db: Database) {
  return db
    .select({ id: tacticTypes.id, name: tacticTypes.name, group_id: tacticTypes.groupId })
    .from(tacticTypes)
    .orderBy(asc(tacticTypes.position), asc(tacticTypes.id))
}

/** A vendor's tactics (docs/spec/marketplace.md §7; docs/api-marketplace.md). */
export const tacticRoutes = new Hono<ServerEnv>()
  .get('/vendors/:id/tactics', async (c) => {
    const access = await vendorAccess(c.var.db, c.var.user, c.req.param('id'))
    const list = await vendorTacticList(c.var.db, access.vendorId)
    if (!access.rights.seeData) {
      const limited = list.categories.map((category) => ({
        ...category,
        tactics: category.tactics.map(({ id, name }) => ({ id, name })),
      }))
      return c.json(
        { show_data: false as const, data: { total_count: list.total_count, categories: limited } },
        200,
      )
    }
    return c.json(fullTacticListAnswer(list, access.rights.manage), 200)
  })
  .get('/vendors/:id/tactics/new', requireUser, vendorRight('manage'), async (c) => {
    const filters = filterGroupsJson(await loadFilterGroups(c.var.db), new Set())
    return c.json(
      {
        data: {
          tactic_types: await tacticTypeList(c.var.db),
          filters,
          can_feature: c.var.access.rights.feature,
        },
      },
      200,
    )
  })
  .post(
    '/vendors/:id/tactics',
    requireUser,
    vendorRight('manage'),
    multipartLimit(ILLUSTRATION_MAX_BYTES * ILLUSTRATIONS_MAX, tooMany),
    multipartBody(TacticFormSchema, isFilePart),
    async (c) => {
      const { access } = c.var
      const { data, files } = c.req.valid('form')
      demandFeatureRight(access, data.featured, false)
      await checkTacticForm(c.var.db, data)
      const parts = illustrationParts(files)
      const illustrations = await storeIllustrations(c.var.storage, parts)
      const tacticId = await createTactic(c.var.db, access.vendorId, data, illustrations)
      const record = await loadTacticRecord(c.var.db, access.vendorId, tacticId)
      return c.json({ data: tacticJson(record, null, true) }, 201)
    },
  )
  .get('/vendors/:id/tactics/:tacticId', queryParams(DetailQuerySchema), async (c) => {
    const access = await vendorAccess(c.var.db, c.var.user, c.req.param('id'))
    const record = await loadTacticRecord(
      c.var.db,
      access.vendorId,
      pathId(c.req.param('tacticId')),
    )
    if (!access.rights.seeData) {
      return c.json({ show_data: false as const, data: limitedTacticJson(record) }, 200)
    }
    const searchId = c.req.valid('query').search_id ?? null
    return c.json(fullTacticAnswer(record, searchId, access.rights.manage), 200)
  })
  // The page shown, not its answer read (vendors-routes.ts).
  .post('/vendors/:id/tactics/:tacticId/views', async (c) => {
    const access = await vendorAccess(c.var.db, c.var.user, c.req.param('id'))
    const tactic = await loadTacticRow(c.var.db, access.vendorId, pathId(c.req.param('tacticId')))
    await recordView(c.var.db, access, tactic.id, viewerOf(c))
    return c.body(null, 204)
  })
  .get('/vendors/:id/tactics/:tacticId/edit', requireUser, vendorRight('manage'), async (c) => {
    const { access } = c.var
    const record = await loadTacticRecord(
      c.var.db,
      access.vendorId,
      pathId(c.req.param('tacticId')),
    )
    return c.json(
      {
        data: {
          tactic: tacticFormValues(record),
          tactic_types: await tacticTypeList(c.var.db),
          filters: filterGroupsJson(record.filters, record.checked),
          can_feature: access.rights.feature,
        },
      },
      200,
    )
  })
  .patch(
    '/vendors/:id/tactics/:tacticId',
    requireUser,
    vendorRight('manage'),
    jsonBody(TacticFormSchema),
    async (c) => {
      const { access } = c.var
      const tactic = await loadTacticRow(c.var.db, access.vendorId, pathId(c.req.param('tacticId')))
      const form = c.req.valid('json')
      demandFeatureRight(access, form.featured, tactic.featured)
      await checkTacticForm(c.var.db, form)
      await updateTactic(c.var.db, tactic.id, form)
      const record = await loadTacticRecord(c.var.db, access.vendorId, tactic.id)
      return c.json({ data: tacticJson(record, null, true) }, 200)
    },
  )
  .delete('/vendors/:id/tactics/:tacticId', requireUser, vendorRight('manage'), async (c) => {
    const { access } = c.var
    const tactic = await loadTacticRow(c.var.db, access.vendorId, pathId(c.req.param('tacticId')))
    // Buyers' shortlist items of the tactic go with it, and so do their booth photos.
    const photos = await c.var.db.transaction(async (tx) => {
      const keys = await photoKeysOfItems(tx, eq(shortlistItems.tacticId, tactic.id))
      await tx
        .delete(tactics)
        .where(and(eq(tactics.id, tactic.id), eq(tactics.vendorId, access.vendorId)))
      return keys
    })
    await removeUnusedPhotos(c.var.db, c.var.storage, photos)
    return c.json({ success: true as const, vendor_id: access.vendorId }, 200)
  })
