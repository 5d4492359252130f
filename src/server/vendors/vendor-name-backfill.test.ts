import { randomBytes } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, vendors } from '../db/schema/index.ts'
import { createVendor } from '../testing/factories.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { fillVendorNameIdentity } from './vendor-name-backfill.ts'
import { vendorNameKey, vendorNameSkeleton } from './vendor-name-identity.ts'

describe('filling in the keys of vendor names written without them', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('keeps each name with its earliest profile and numbers the later copies', async () => {
    const base = `Backfill ${randomBytes(4).toString('hex')}`
    // As rows from before the keys existed: the factory writes no keys.
    const first = await createVendor(t.db, { name: base })
    const invisible = await createVendor(t.db, { name: `${base.replace(' ', '\u200b ')}` })
    const numbered = await createVendor(t.db, { name: `${base} (2)` })
    const wide = await createVendor(t.db, { name: base.toUpperCase().normalize('NFKC') })

    await fillVendorNameIdentity(t.db)

    const ids = [first.id, invisible.id, numbered.id, wide.id]
    const rows = await t.db
      .select({ id: vendors.id, name: vendors.name, key: vendors.nameKey })
      .from(vendors)
      .where(inArray(vendors.id, ids))
    const byId = new Map(rows.map((row) => [row.id, row]))
    expect(ids.map((id) => byId.get(id)?.name)).toEqual([
      base,
      `${base.replace(' ', '\u200b ')} (3)`,
      `${base} (2)`,
      `${base.toUpperCase()} (4)`,
    ])
    for (const row of rows) expect(row.key).toBe(vendorNameKey(row.name))
    const [company] = await t.db
      .select({ skeleton: companies.nameSkeleton, name: companies.name })
      .from(companies)
      .where(eq(companies.id, first.companyId))
    expect(company?.skeleton).toBe(vendorNameSkeleton(company?.name as string))
  })
})
