import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toMultipartFields } from '../../domain/multipart-fields.ts'
import { VENDOR_MESSAGES } from '../../domain/vendor-schemas.ts'
import { users } from '../db/schema/index.ts'
import { apiRequest, okJson } from '../testing/api-request.ts'
import { createCompany, createUser, TEST_PASSWORD, userRow } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { type VendorLookupIds, vendorForm, vendorLookupIds } from '../testing/vendor-forms.ts'
import { vendorNameSkeleton } from '../vendors/vendor-name-identity.ts'

const ORIGINAL = 'Acme Foods'
const unique = () => randomBytes(4).toString('hex')

/** Spellings that read as the original: no-break space, zero-width space, fullwidth, case. */
const SAME_NAMES = [
  'Acme\u00a0Foods',
  'Ac\u200bme Foods',
  'Ａｃｍｅ Ｆｏｏｄｓ',
  ' ACME  foods\u2060',
]
/** Spellings that only look like it: Cyrillic а and е, rn for m. */
const LOOKALIKES = ['\u0410cme Foods', 'Acm\u0435 Foods', 'Acrne Foods']

describe('vendor names are one identity', () => {
  let t: TestApp
  let ids: VendorLookupIds
  beforeAll(async () => {
    t = await createTestApp()
    ids = await vendorLookupIds(t.db)
    const { headers } = await vendorAdminOf(ORIGINAL)
    expect((await createProfile(headers, ORIGINAL)).status).toBe(201)
  })
  afterAll(() => t.close())

  /** A signed-in vendor_admin of a new company of that name, registered as registration does. */
  async function vendorAdminOf(companyName: string) {
    const company = await createCompany(t.db, {
      name: companyName,
      nameSkeleton: vendorNameSkeleton(companyName),
    })
    const user = await createUser(t.db, { role: 'vendor_admin', companyId: company.id })
    return { user, headers: authHeaders(await signIn(t, user.email, TEST_PASSWORD)) }
  }

  const createProfile = (headers: Record<string, string>, name: string) =>
    t.client.vendors.$post({ form: toMultipartFields(vendorForm(ids, { name })) }, { headers })

  const nameErrors = async (res: Response) => {
    expect(res.status).toBe(422)
    return ((await res.json()) as { errors: { name: string[] } }).errors.name
  }

  it("refuses a new profile under another vendor's exact name, however it is spelt", async () => {
    const { headers } = await vendorAdminOf(`Stranger ${unique()}`)
    for (const name of [ORIGINAL, ...SAME_NAMES]) {
      expect(await nameErrors(await createProfile(headers, name)), name).toEqual([
        VENDOR_MESSAGES.nameTaken,
      ])
    }
  })

  it("refuses a new profile or a rename that only looks like another vendor's name", async () => {
    const { headers } = await vendorAdminOf(`Stranger ${unique()}`)
    for (const name of LOOKALIKES) {
      expect(await nameErrors(await createProfile(headers, name)), name).toEqual([
        VENDOR_MESSAGES.nameLooksLike(ORIGINAL),
      ])
    }
    const created = await createProfile(headers, `Stranger Media ${unique()}`)
    expect(created.status).toBe(201)
    const own = (await created.json()) as { vendor_id: number }
    const rename = await apiRequest(
      t,
      'PATCH',
      `/vendors/${own.vendor_id}`,
      vendorForm(ids, { name: 'Acm\u0435 Foods' }),
      headers,
    )
    expect(await nameErrors(rename)).toEqual([VENDOR_MESSAGES.nameLooksLike(ORIGINAL)])
  })

  it('takes a genuinely different name', async () => {
    const { headers } = await vendorAdminOf(`Stranger ${unique()}`)
    expect((await createProfile(headers, 'Acme Foods Group')).status).toBe(201)
  })

  it("sends a registrant naming a look-alike of a vendor to a super_admin's vendor claims", async () => {
    const superAdmin = authHeaders(await signIn(t, 'admin@demo.example'))
    for (const companyName of [...LOOKALIKES, 'Ac\u200bme Foods']) {
      const email = `claimant-${unique()}@lookalike.example`
      const res = await apiRequest(t, 'POST', '/auth', {
        first_name: 'Ivan',
        last_name: 'Copy',
        email,
        job_title: 'Owner',
        company_name: companyName,
        company_website: 'https://lookalike.example',
        company_type: 'vendor',
        password: TEST_PASSWORD,
        password_confirmation: TEST_PASSWORD,
        agree_to_service_agreement: 'true',
      })
      const { data } = (await res.json()) as {
        data: { id: number; first_vendor_admin: boolean; awaiting_approval: boolean }
      }
      expect(data, companyName).toMatchObject({
        first_vendor_admin: false,
        awaiting_approval: true,
      })
      expect(await userRow(t.db, data.id)).toMatchObject({ role: 'vendor_user', companyId: null })
      await t.db.update(users).set({ confirmedAt: new Date() }).where(eq(users.id, data.id))
      const { vendor_claims } = await okJson(
        await t.client.admin.vendor_claims.$get({}, { headers: superAdmin }),
      )
      const claim = vendor_claims.find((row) => row.email === email)
      expect(claim).toMatchObject({ company: { name: companyName }, lookalike_of: ORIGINAL })

      if (companyName !== LOOKALIKES[0]) continue
      // Approved, the claimant runs the look-alike company under its own name.
      await okJson(
        await t.client.admin.vendor_claims[':id'].approve.$post(
          { param: { id: String(claim?.id) } },
          { headers: superAdmin },
        ),
      )
      const claimant = authHeaders(await signIn(t, email, TEST_PASSWORD))
      expect((await createProfile(claimant, companyName)).status).toBe(201)
    }
  })
})
