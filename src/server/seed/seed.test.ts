import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, asc, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventStage, utcDay } from '../../domain/events.ts'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import {
  eventExhibitors,
  events,
  filterGroups,
  filterOptions,
  tactics,
  users,
  vendors,
  vendorTypes,
  vendorVendorTypes,
  yearsInBusinessRanges,
} from '../db/schema/index.ts'
import { TEST_TOKEN_SECRET } from '../testing/test-token-secret.ts'
import { LocalUploadStorage } from '../uploads/local-storage.ts'
import { DEMO_ACCOUNTS } from './demo-accounts.ts'
import { isDatabaseEmpty, type SeedSummary, seedDatabase } from './index.ts'

type SeededDatabase = { handle: DatabaseHandle; uploadsDir: string; summary: SeedSummary }

async function seedFreshDatabase(): Promise<SeededDatabase> {
  const handle = await openDatabase({ dataDir: undefined })
  await migrateDatabase(handle)
  expect(await isDatabaseEmpty(handle.db)).toBe(true)
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'seed-test-uploads-'))
  const summary = await seedDatabase(handle.db, {
    storage: new LocalUploadStorage(uploadsDir),
    tokenSecret: TEST_TOKEN_SECRET,
  })
  return { handle, uploadsDir, summary }
}

async function catalogueNames({ handle }: SeededDatabase) {
  const vendorNames = await handle.db
    .select({ name: vendors.name })
    .from(vendors)
    .orderBy(asc(vendors.id))
  const tacticNames = await handle.db
    .select({ name: tactics.name })
    .from(tactics)
    .orderBy(asc(tactics.id))
  return { vendorNames, tacticNames }
}

describe('seedDatabase', () => {
  let first: SeededDatabase
  let second: SeededDatabase

  beforeAll(async () => {
    first = await seedFreshDatabase()
    second = await seedFreshDatabase()
  }, 90_000)

  afterAll(async () => {
    for (const seeded of [first, second]) {
      if (!seeded) continue
      await seeded.handle.close()
      await rm(seeded.uploadsDir, { recursive: true, force: true })
    }
  })

  it('marks the database as no longer empty', async () => {
    expect(await isDatabaseEmpty(first.handle.db)).toBe(false)
  })

  it('writes at least 60 vendors, each with a logo file that exists', async () => {
    const rows = await first.handle.db.select({ logoUrl: vendors.logoUrl }).from(vendors)
    expect(rows.length).toBeGreaterThanOrEqual(60)
    for (const { logoUrl } of rows) {
      expect(logoUrl).toMatch(/^\/uploads\/seed\/[a-z0-9-]+\.webp$/)
      const file = path.join(first.uploadsDir, (logoUrl as string).replace(/^\/uploads\//, ''))
      expect(existsSync(file), file).toBe(true)
    }
  })

  it('writes at least 400 tactics', async () => {
    const [row] = await first.handle.db.select({ total: count() }).from(tactics)
    expect(row?.total).toBeGreaterThanOrEqual(400)
    expect(first.summary.tactics).toBe(row?.total)
  })

  it('creates the four demo accounts with their roles, confirmed', async () => {
    const rows = await first.handle.db.select().from(users)
    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((row) => row.email === account.email)
      expect(user?.role, account.email).toBe(account.role)
      expect(user?.confirmedAt).not.toBeNull()
    }
    const admin = rows.find((row) => row.email === 'admin@demo.example')
    expect(admin).toMatchObject({ role: 'super_admin', companyId: null, firstName: 'Ada' })
  })

  it('gives the vendor accounts one media vendor with at least 5 tactics', async () => {
    const { db } = first.handle
    const accounts = await db.select().from(users).where(eq(users.role, 'vendor_admin'))
    const companyId = accounts[0]?.companyId as number
    const [vendor] = await db.select().from(vendors).where(eq(vendors.companyId, companyId))
    const vendorUser = await db
      .select()
      .from(users)
      .where(eq(users.email, 'vendor-user@demo.example'))
    expect(vendorUser[0]?.companyId).toBe(companyId)

    const types = await db
      .select({ slug: vendorTypes.slug })
      .from(vendorVendorTypes)
      .innerJoin(vendorTypes, eq(vendorTypes.id, vendorVendorTypes.vendorTypeId))
      .where(eq(vendorVendorTypes.vendorId, vendor?.id as number))
    expect(types.map((type) => type.slug)).toContain('media_vendors')

    const [tacticCount] = await db
      .select({ total: count() })
      .from(tactics)
      .where(eq(tactics.vendorId, vendor?.id as number))
    expect(tacticCount?.total).toBeGreaterThanOrEqual(5)
  })

  it('holds an upcoming trade show with the demo vendor at a booth and a request pending, and a past one', async () => {
    const { db } = first.handle
    const today = utcDay(new Date())
    const [admin] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'vendor-admin@demo.example'))
    const [demoVendor] = await db
      .select()
      .from(vendors)
      .where(eq(vendors.companyId, admin?.companyId as number))
    const shows = await db.select().from(events).orderBy(asc(events.startsOn))
    const [past, upcoming] = shows
    expect(shows).toHaveLength(2)
    expect(eventStage(upcoming?.startsOn as string, upcoming?.endsOn as string, today)).toBe(
      'upcoming',
    )
    expect(eventStage(past?.startsOn as string, past?.endsOn as string, today)).toBe('past')
    const entries = await db.select().from(eventExhibitors)
    const at = (eventId: number | undefined) => entries.filter((e) => e.eventId === eventId)
    expect(at(upcoming?.id).filter((e) => e.status === 'approved').length).toBeGreaterThanOrEqual(5)
    expect(at(upcoming?.id).filter((e) => e.status === 'pending')).toHaveLength(1)
    expect(at(upcoming?.id).find((e) => e.vendorId === demoVendor?.id)).toMatchObject({
      status: 'approved',
      booth: expect.stringMatching(/\w/),
    })
    expect(at(past?.id).length).toBeGreaterThanOrEqual(3)
    expect(first.summary).toMatchObject({ events: 2, eventExhibitors: entries.length })
  })

  it('lists Walmart with its banners among the approved retailers', async () => {
    const { db } = first.handle
    const [group] = await db
      .select()
      .from(filterGroups)
      .where(eq(filterGroups.key, 'approved_retailers'))
    expect(group).toMatchObject({ selection: 'tree', allowsOther: true })
    const [walmart] = await db
      .select()
      .from(filterOptions)
      .where(
        and(
          eq(filterOptions.groupId, group?.id as number),
          isNull(filterOptions.parentId),
          eq(filterOptions.name, 'Walmart'),
        ),
      )
    const banners = await db
      .select({ name: filterOptions.name })
      .from(filterOptions)
      .where(eq(filterOptions.parentId, walmart?.id as number))
    expect(banners.map((banner) => banner.name)).toContain("Sam's Club")
  })

  it('seeds the media_vendors type first and the years ranges in order', async () => {
    const { db } = first.handle
    const types = await db.select().from(vendorTypes).orderBy(asc(vendorTypes.position))
    expect(types[0]).toMatchObject({ slug: 'media_vendors', name: 'Media Vendors' })
    const ranges = await db
      .select()
      .from(yearsInBusinessRanges)
      .orderBy(asc(yearsInBusinessRanges.position))
    expect(ranges.map(({ label, min, max }) => ({ label, min, max }))).toEqual([
      { label: 'Any', min: null, max: null },
      { label: '0-5', min: 0, max: 5 },
      { label: '5-10', min: 5, max: 10 },
      { label: '10+', min: 10, max: 999 },
    ])
  })

  it('produces the same vendor and tactic names in two fresh databases', async () => {
    const [firstNames, secondNames] = [await catalogueNames(first), await catalogueNames(second)]
    expect(secondNames).toEqual(firstNames)
    expect(second.summary).toEqual(first.summary)
  })
})
