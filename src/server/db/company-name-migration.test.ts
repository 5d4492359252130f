import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../search/query-rows.ts'
import { openEmptyDatabase } from '../testing/empty-database.ts'
import type { DatabaseHandle } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { companies, users } from './schema/index.ts'

const drizzleDir = fileURLToPath(new URL('../../../drizzle', import.meta.url))
const INDEX_MIGRATION = '0010_company_ownership'

/** The migrations folder as the release before the unique company-name index shipped it. */
async function migrationsBefore(tag: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'migrations-'))
  await cp(drizzleDir, dir, { recursive: true })
  const journalFile = path.join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
    entries: { tag: string }[]
  }
  const cut = journal.entries.findIndex((entry) => entry.tag === tag)
  expect(cut).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, cut)
  await writeFile(journalFile, JSON.stringify(journal))
  return dir
}

describe('the unique company-name index on a database that already has duplicates', () => {
  let handle: DatabaseHandle
  let drop: () => Promise<void>
  let oldMigrations: string
  beforeAll(async () => {
    ;({ handle, drop } = await openEmptyDatabase())
    oldMigrations = await migrationsBefore(INDEX_MIGRATION)
  })
  afterAll(async () => {
    await drop()
    await rm(oldMigrations, { recursive: true, force: true })
  })

  it('migrates, keeping each name with the company that has members and numbering the others', async () => {
    const { db } = handle
    await migrateDatabase(handle, oldMigrations)
    // In SQL: the schema's tables have columns that later migrations add.
    const insert = async (name: string, companyType: 'vendor' | 'cpg' = 'vendor') => {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`insert into companies (name, company_type) values (${name}, ${companyType}) returning id`,
      )
      return rows[0]?.id as number
    }
    const first = await insert('Acme Foods')
    const withMember = await insert('acme  foods ')
    const shouting = await insert('ACME FOODS')
    const taken = await insert('Acme Foods (2)')
    const otherType = await insert('Acme Foods', 'cpg')
    await db.execute(
      sql`insert into users (email, password_hash, first_name, last_name, job_title, role, company_id)
          values ('member@acme.example', 'x', 'M', 'Ember', 'Buyer', 'vendor_admin', ${withMember})`,
    )

    await migrateDatabase(handle)

    const names = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .orderBy(asc(companies.id))
    expect(names).toEqual([
      { id: first, name: 'Acme Foods (3)' },
      { id: withMember, name: 'acme  foods ' },
      { id: shouting, name: 'ACME FOODS (4)' },
      { id: taken, name: 'Acme Foods (2)' },
      { id: otherType, name: 'Acme Foods' },
    ])
    // The index holds from now on.
    await expect(insert(' ACME foods')).rejects.toThrow()
    const [member] = await db.select().from(users).where(eq(users.email, 'member@acme.example'))
    expect(member?.companyId).toBe(withMember)
  })
})
