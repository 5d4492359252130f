import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_RECOMMENDATION_MESSAGES,
  type AdminRecommendation,
  type AdminRecommendationPage,
  RECOMMENDATION_NOTE_MAX,
} from '../../domain/admin-recommendations.ts'
import { MESSAGES } from '../../domain/fields.ts'
import { nudgeTexts } from '../../domain/prefilled-texts.ts'
import { ACTION_MAILS_PER_HOUR } from '../buyer-actions/action-mail-limit.ts'
import { outbox, rateLimits, recommendations } from '../db/schema/index.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, TEST_PASSWORD, userByEmail } from '../testing/factories.ts'
import { createMailTestApp, type MailTestApp } from '../testing/mail-test-app.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'

const operator = DEMO_ACCOUNTS.find(
  (a) => a.role === 'super_admin',
) as (typeof DEMO_ACCOUNTS)[number]
const unique = () => Math.random().toString(36).slice(2, 8)

describe('recommendations in the admin API', () => {
  let t: MailTestApp
  let admin: Record<string, string>
  let adminId: number
  let buyer: Record<string, string>
  let buyerEmail: string

  beforeAll(async () => {
    t = await createMailTestApp()
    admin = authHeaders(await signIn(t, operator.email))
    adminId = (await userByEmail(t.db, operator.email))?.id as number
    const company = await createCompany(t.db, { companyType: 'cpg', name: 'Crunchy Snacks' })
    const user = await createUser(t.db, {
      role: 'cpg_user',
      companyId: company.id,
      firstName: 'Bea',
      lastName: 'Buyer',
    })
    buyerEmail = user.email
    buyer = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
  })
  afterAll(() => t.close())

  const list = async (query = '') => {
    const res = await apiRequest(t, 'GET', `/admin/recommendations${query}`, undefined, admin)
    expect(res.status).toBe(200)
    return (await res.json()) as AdminRecommendationPage
  }
  const recommendVendor = async (name: string, email?: string) => {
    const body = { vendor_name: name, vendor_website: 'gap.example', vendor_email: email }
    expect((await apiRequest(t, 'POST', '/recommend_vendor', body, buyer)).status).toBe(200)
    const found = (await list()).recommendations.find((r) => r.vendor_name === name)
    return found as AdminRecommendation
  }
  const recommendationOf = async (res: Response) => {
    const body = (await res.json()) as { recommendation: AdminRecommendation }
    expect(res.status, JSON.stringify(body)).toBe(200)
    return body.recommendation
  }
  const invite = (id: number, body: unknown = {}, headers: Record<string, string> = {}) =>
    apiRequest(t, 'POST', `/admin/recommendations/${id}/invite`, body, { ...admin, ...headers })

  it('lists them newest first with the buyer and what they recommended, filtered and paged', async () => {
    const tag = unique()
    const older = await recommendVendor(`Older ${tag}`, `older-${tag}@gap.example`)
    const tactic = { tactic_name: `Cart ads ${tag}`, vendor_website: 'cart.example' }
    expect((await apiRequest(t, 'POST', '/recommend_tactic', tactic, buyer)).status).toBe(200)

    const page = await list()
    expect(page).toMatchObject({ page: 1, per_page: 20 })
    const [newest, next] = page.recommendations
    expect(newest).toMatchObject({
      kind: 'tactic',
      tactic_name: `Cart ads ${tag}`,
      vendor_name: null,
      vendor_website: 'cart.example',
      vendor_email: null,
      status: 'new',
      note: '',
      invited_at: null,
      buyer: {
        first_name: 'Bea',
        last_name: 'Buyer',
        email: buyerEmail,
        company_name: 'Crunchy Snacks',
      },
    })
    expect(next).toEqual({ ...older, created_at: expect.any(String) })
    expect(older).toMatchObject({ kind: 'vendor', vendor_email: `older-${tag}@gap.example` })

    const tactics = await list('?kind=tactic')
    expect(tactics.recommendations.every((r) => r.kind === 'tactic')).toBe(true)
    expect(tactics.recommendations.map((r) => r.id)).not.toContain(older.id)
    const dismissed = await list('?status=dismissed')
    expect(dismissed.recommendations.map((r) => r.id)).not.toContain(older.id)
    expect((await list('?page=999')).recommendations).toEqual([])
  })

  it('answers 422 with the field for a wrong filter or page', async () => {
    for (const [query, field, message] of [
      ['?status=open', 'status', ADMIN_RECOMMENDATION_MESSAGES.statusInvalid],
      ['?kind=company', 'kind', ADMIN_RECOMMENDATION_MESSAGES.kindInvalid],
      ['?page=0', 'page', ADMIN_RECOMMENDATION_MESSAGES.pageInvalid],
    ] as const) {
      const res = await apiRequest(t, 'GET', `/admin/recommendations${query}`, undefined, admin)
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({ errors: { [field]: [message] } })
    }
  })

  it('sets the status and the note, and says who changed it', async () => {
    const recommendation = await recommendVendor(`Noted ${unique()}`)
    const path = `/admin/recommendations/${recommendation.id}`
    const noted = await recommendationOf(
      await apiRequest(t, 'PATCH', path, { note: '  Called them; call back in May  ' }, admin),
    )
    expect(noted).toMatchObject({ status: 'new', note: 'Called them; call back in May' })
    expect(noted.updated_at).not.toBeNull()
    const dismissed = await recommendationOf(
      await apiRequest(t, 'PATCH', path, { status: 'dismissed' }, admin),
    )
    expect(dismissed).toMatchObject({ status: 'dismissed', note: 'Called them; call back in May' })
    const [row] = await t.db
      .select({ updatedBy: recommendations.updatedBy })
      .from(recommendations)
      .where(eq(recommendations.id, recommendation.id))
    expect(row?.updatedBy).toBe(adminId)
    expect((await list('?status=dismissed')).recommendations.map((r) => r.id)).toContain(
      recommendation.id,
    )
  })

  it('refuses a wrong change with 422 and an unknown id with 404', async () => {
    const { id } = await recommendVendor(`Refused ${unique()}`)
    const patch = (body: unknown, recommendationId: number | string = id) =>
      apiRequest(t, 'PATCH', `/admin/recommendations/${recommendationId}`, body, admin)
    for (const [body, errors] of [
      [{}, { base: [ADMIN_RECOMMENDATION_MESSAGES.nothingToChange] }],
      [{ status: 'open' }, { status: [ADMIN_RECOMMENDATION_MESSAGES.statusInvalid] }],
      [
        { note: 'x'.repeat(RECOMMENDATION_NOTE_MAX + 1) },
        { note: [MESSAGES.tooLong(RECOMMENDATION_NOTE_MAX)] },
      ],
    ] as const) {
      const res = await patch(body)
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({ errors })
    }
    expect((await patch({ note: 'x'.repeat(RECOMMENDATION_NOTE_MAX) })).status).toBe(200)
    for (const unknown of [2_000_000_000, 'abc']) {
      const res = await patch({ status: 'added' }, unknown)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ errors: [ADMIN_RECOMMENDATION_MESSAGES.notFound] })
    }
    expect((await invite(2_000_000_000)).status).toBe(404)
  })

  it('invites the recommended vendor once with the Invite Vendor email, and marks it contacted', async () => {
    const tag = unique()
    const recommendation = await recommendVendor(`Invited ${tag} Co`, `hello-${tag}@gap.example`)
    const key = { 'Idempotency-Key': `invite-${tag}` }
    const first = await invite(recommendation.id, {}, key)
    const invited = await recommendationOf(first)
    expect(invited).toMatchObject({
      status: 'contacted',
      invited_email: `hello-${tag}@gap.example`,
    })
    expect(invited.invited_at).not.toBeNull()

    const replay = await invite(recommendation.id, {}, key)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await recommendationOf(replay)).toEqual(invited)
    const again = await invite(recommendation.id)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ errors: [ADMIN_RECOMMENDATION_MESSAGES.alreadyInvited] })

    await t.deliverMail()
    const texts = nudgeTexts(
      {
        first_name: operator.firstName,
        last_name: operator.lastName,
        job_title: null,
        company_name: null,
      },
      `Invited ${tag} Co`,
      false,
    )
    const sent = t.inbox.messages().filter((m) => m.envelopeTo.includes(`hello-${tag}@gap.example`))
    expect(sent).toHaveLength(1)
    expect(sent[0]?.subject).toBe(texts.subject)
    expect(sent[0]?.text).toContain(`have recommended Invited ${tag} Co, which is not listed yet`)
    expect(sent[0]?.text).toContain(`${t.config.publicUrl}/sign-up`)
  })

  it('asks for an address when the buyer gave none, and sends to the one given', async () => {
    const tag = unique()
    const recommendation = await recommendVendor(`No address ${tag}`)
    const missing = await invite(recommendation.id)
    expect(missing.status).toBe(422)
    expect(await missing.json()).toMatchObject({
      errors: { email: [ADMIN_RECOMMENDATION_MESSAGES.emailRequired] },
    })
    const bad = await invite(recommendation.id, { email: 'not an address' })
    expect(bad.status).toBe(422)
    expect(await bad.json()).toMatchObject({ errors: { email: [MESSAGES.emailInvalid] } })

    const invited = await recommendationOf(
      await invite(recommendation.id, { email: ` sales-${tag}@gap.example ` }),
    )
    expect(invited).toMatchObject({
      status: 'contacted',
      invited_email: `sales-${tag}@gap.example`,
    })
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, `sales-${tag}@gap.example`))
    expect(mail?.replyTo).toBe(operator.email)
  })

  it('sends nothing past the hourly cap of emails', async () => {
    const recommendation = await recommendVendor(`Capped ${unique()}`, 'capped@gap.example')
    await t.db
      .insert(rateLimits)
      .values({
        key: `mail:buyer-action:${adminId}`,
        count: ACTION_MAILS_PER_HOUR,
        resetAt: new Date(Date.now() + 60 * 60_000),
      })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: ACTION_MAILS_PER_HOUR } })
    const res = await invite(recommendation.id)
    expect(res.status).toBe(429)
    expect(await res.json()).toEqual({ errors: [MESSAGES.tooManyEmails] })
    expect((await list()).recommendations.find((r) => r.id === recommendation.id)?.status).toBe(
      'new',
    )
    await t.db.delete(rateLimits).where(eq(rateLimits.key, `mail:buyer-action:${adminId}`))
  })
})
