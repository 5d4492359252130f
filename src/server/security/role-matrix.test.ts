import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  companyJoinRequests,
  eventExhibitors,
  events,
  outbox,
  quoteAttachments,
  quoteReplies,
  quoteRequests,
  recommendations,
  savedSearches,
  shortlistItemPhotos,
  shortlistItems,
  shortlists,
  tacticIllustrations,
  tactics,
  userVerifications,
  vendorTypes,
} from '../db/schema/index.ts'
import {
  createCompany,
  createInvitation,
  createUser,
  TEST_PASSWORD,
  userByEmail,
} from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { jpegBytes, pngBytes } from '../testing/upload-files.ts'
import { type Actor, createVendorActors, type VendorActors } from '../testing/vendor-actors.ts'
import { LocalUploadStorage } from '../uploads/local-storage.ts'
import { createApi } from '../web-server.ts'

/**
 * Item 11 of docs/security.md: every route of the API, as `createApi().routes` lists it, asked by
 * each role about vendor A and its objects. vendor_user and vendor_admin belong to vendor A;
 * other_vendor_admin is the admin of vendor B attacking A's ids; cpg_user owns the quote requests
 * (sent ones are threads A's members read and answer, super_admin reads), the shortlists and the
 * saved searches (a super_admin, neither their owner nor a member, gets the 404 of an unknown list
 * or saved search; the owner cannot leave their own list: 403; a photo path names an item of the
 * list with a photo). Each event path names an upcoming event of its own, where vendor A has asked
 * for a booth.
 * Writes send `{}`, so a role the route lets in mostly meets validation (422), never a change it
 * did not choose. A route missing here fails the test: add its row, with 401 for the visitor and
 * 403 for every role but super_admin on /admin/*.
 */
const ROLES = [
  'visitor',
  'cpg_user',
  'vendor_user',
  'vendor_admin',
  'other_vendor_admin',
  'super_admin',
] as const satisfies readonly Actor[]
type Row = readonly [number, number, number, number, number, number]

// biome-ignore format: one route a line, its statuses in ROLES order
const MATRIX: Record<string, Row> = {
  'GET /health': [200, 200, 200, 200, 200, 200],
  'GET /ready': [200, 200, 200, 200, 200, 200],
  'GET /slider_images/registered_vendors': [200, 200, 200, 200, 200, 200],
  'GET /slider_images/cpg_clients': [200, 200, 200, 200, 200, 200],
  'GET /support': [200, 200, 200, 200, 200, 200],
  'POST /client_errors': [422, 422, 422, 422, 422, 422],
  'POST /auth/sign_in': [422, 422, 422, 422, 422, 422],
  'GET /sign_in_data': [401, 200, 200, 200, 200, 200],
  'POST /auth/sign_in_codes': [401, 201, 201, 201, 201, 201],
  'POST /auth/sign_in_codes/exchange': [422, 422, 422, 422, 422, 422],
  'POST /two_factor/setup': [401, 200, 200, 200, 200, 409],
  'POST /two_factor': [401, 422, 422, 422, 422, 422],
  'DELETE /two_factor': [401, 422, 422, 422, 422, 422],
  'POST /user_verifications': [422, 422, 422, 422, 422, 422],
  'DELETE /user_verifications/:id': [204, 204, 204, 204, 204, 204],
  'GET /suggested_companies': [422, 422, 422, 422, 422, 422],
  'POST /auth': [422, 422, 422, 422, 422, 422],
  'GET /auth/confirmation': [302, 302, 302, 302, 302, 302],
  'GET /accounts/:id/resend_confirmation': [200, 200, 200, 200, 200, 200],
  'POST /rest-auth/registration/': [422, 422, 422, 422, 422, 422],
  'POST /rest-auth/registration/account-confirm-email/:token': [404, 404, 404, 404, 404, 404],
  'POST /auth/password': [422, 422, 422, 422, 422, 422],
  'GET /auth/password/edit': [302, 302, 302, 302, 302, 302],
  'PUT /auth/password': [401, 422, 422, 422, 422, 422],
  'PATCH /accept_invitation': [422, 422, 422, 422, 422, 422],
  'GET /accounts': [401, 200, 200, 200, 200, 200],
  'PUT /accounts': [401, 422, 422, 422, 422, 422],
  'PUT /accounts/profile_picture': [401, 422, 422, 422, 422, 422],
  'DELETE /accounts/profile_picture': [401, 200, 200, 200, 200, 200],
  'PUT /passwords': [401, 422, 422, 422, 422, 422],
  'PUT /digest_notifications': [401, 422, 422, 422, 422, 422],
  'PUT /insights_digest': [401, 422, 422, 422, 422, 422],
  'GET /vendors/new': [401, 403, 403, 403, 403, 200],
  'POST /vendors': [401, 403, 403, 403, 403, 422],
  'GET /vendors/:id': [200, 200, 200, 200, 200, 200],
  // Insights (docs/api-insights.md): the vendor's members and super_admin; another vendor's admin 403.
  'GET /vendors/:id/insights': [401, 403, 200, 200, 403, 200],
  'POST /vendors/:id/views': [204, 204, 204, 204, 204, 204],
  'GET /vendors/:id/edit': [401, 403, 403, 200, 403, 200],
  'PATCH /vendors/:id': [401, 403, 403, 422, 403, 422],
  'PUT /vendors/:id/logo': [401, 403, 403, 422, 403, 422],
  'DELETE /vendors/:id/logo': [401, 403, 403, 200, 403, 200],
  'GET /vendors/:id/members': [401, 403, 403, 200, 403, 200],
  'POST /vendors/:id/members': [401, 403, 403, 422, 403, 422],
  'PATCH /vendors/:id/members/:memberId': [401, 403, 403, 422, 403, 422],
  'DELETE /vendors/:id/members/:memberId': [401, 403, 403, 200, 403, 200],
  'GET /vendors/:id/members/:memberId/resend_invitation': [401, 403, 403, 200, 403, 200],
  'POST /vendors/:id/join_requests/:requestId/approve': [401, 403, 403, 200, 403, 200],
  'POST /vendors/:id/join_requests/:requestId/decline': [401, 403, 403, 200, 403, 200],
  'GET /admin/overview': [401, 403, 403, 403, 403, 200],
  'GET /admin/vendor_claims': [401, 403, 403, 403, 403, 200],
  'POST /admin/vendor_claims/:id/approve': [401, 403, 403, 403, 403, 200],
  'POST /admin/vendor_claims/:id/decline': [401, 403, 403, 403, 403, 200],
  'GET /admin/accounts': [401, 403, 403, 403, 403, 200],
  'PATCH /admin/accounts/:id': [401, 403, 403, 403, 403, 422],
  'POST /admin/accounts/:id/resend_confirmation': [401, 403, 403, 403, 403, 200],
  'POST /admin/accounts/:id/deactivate': [401, 403, 403, 403, 403, 200],
  'POST /admin/accounts/:id/reactivate': [401, 403, 403, 403, 403, 200],
  'GET /admin/featured': [401, 403, 403, 403, 403, 200],
  'PUT /admin/featured/tactics': [401, 403, 403, 403, 403, 422],
  'PUT /admin/featured/vendors': [401, 403, 403, 403, 403, 422],
  'GET /admin/featured/tactic_candidates': [401, 403, 403, 403, 403, 200],
  'GET /admin/featured/vendor_candidates': [401, 403, 403, 403, 403, 200],
  'GET /admin/join_requests': [401, 403, 403, 403, 403, 200],
  'POST /admin/join_requests/:id/approve': [401, 403, 403, 403, 403, 200],
  'POST /admin/join_requests/:id/decline': [401, 403, 403, 403, 403, 200],
  'GET /admin/companies': [401, 403, 403, 403, 403, 200],
  'POST /admin/companies/:id/merge': [401, 403, 403, 403, 403, 422],
  'GET /admin/lookups/:kind': [401, 403, 403, 403, 403, 200],
  'POST /admin/lookups/:kind': [401, 403, 403, 403, 403, 422],
  'PATCH /admin/lookups/:kind/:id': [401, 403, 403, 403, 403, 422],
  'POST /admin/lookups/:kind/:id/move': [401, 403, 403, 403, 403, 422],
  'POST /admin/lookups/:kind/:id/merge': [401, 403, 403, 403, 403, 422],
  'DELETE /admin/lookups/:kind/:id': [401, 403, 403, 403, 403, 204],
  'GET /admin/recommendations': [401, 403, 403, 403, 403, 200],
  'PATCH /admin/recommendations/:id': [401, 403, 403, 403, 403, 422],
  'POST /admin/recommendations/:id/invite': [401, 403, 403, 403, 403, 422],
  'GET /admin/activity': [401, 403, 403, 403, 403, 200],
  'GET /admin/activity.csv': [401, 403, 403, 403, 403, 200],
  'GET /admin/outbox': [401, 403, 403, 403, 403, 200],
  'POST /admin/outbox/:id/retry': [401, 403, 403, 403, 403, 409],
  'GET /admin/audit': [401, 403, 403, 403, 403, 200],
  'GET /admin/statistics': [401, 403, 403, 403, 403, 200],
  'GET /admin/events': [401, 403, 403, 403, 403, 200],
  'POST /admin/events': [401, 403, 403, 403, 403, 422],
  'PATCH /admin/events/:id': [401, 403, 403, 403, 403, 422],
  'DELETE /admin/events/:id': [401, 403, 403, 403, 403, 200],
  'GET /admin/events/:id/exhibitors': [401, 403, 403, 403, 403, 200],
  'PUT /admin/events/:id/exhibitors': [401, 403, 403, 403, 403, 422],
  'PUT /admin/events/:id/exhibitors/:vendorId/approval': [401, 403, 403, 403, 403, 200],
  'DELETE /admin/events/:id/exhibitors/:vendorId': [401, 403, 403, 403, 403, 200],
  'GET /vendors/:id/tactics': [200, 200, 200, 200, 200, 200],
  'GET /vendors/:id/tactics/new': [401, 403, 403, 200, 403, 200],
  'POST /vendors/:id/tactics': [401, 403, 403, 422, 403, 422],
  'GET /vendors/:id/tactics/:tacticId': [200, 200, 200, 200, 200, 200],
  'POST /vendors/:id/tactics/:tacticId/views': [204, 204, 204, 204, 204, 204],
  'GET /vendors/:id/tactics/:tacticId/edit': [401, 403, 403, 200, 403, 200],
  'PATCH /vendors/:id/tactics/:tacticId': [401, 403, 403, 422, 403, 422],
  'DELETE /vendors/:id/tactics/:tacticId': [401, 403, 403, 200, 403, 200],
  'POST /vendors/:id/tactics/:tacticId/illustrations': [401, 403, 403, 422, 403, 422],
  'DELETE /vendors/:id/tactics/:tacticId/illustrations/:imageId': [401, 403, 403, 200, 403, 200],
  'GET /vendor_search': [200, 200, 200, 200, 200, 200],
  'GET /tactic_search': [200, 200, 200, 200, 200, 200],
  'GET /path_to_purchase_search': [422, 422, 422, 422, 422, 422],
  'GET /search_filters': [200, 200, 200, 200, 200, 200],
  'GET /path_to_purchase_filters': [200, 200, 200, 200, 200, 200],
  'GET /featured_slider': [200, 200, 200, 200, 200, 200],
  'PUT /search_statistic': [422, 422, 422, 422, 422, 422],
  'POST /request_quote': [401, 422, 422, 422, 422, 422],
  'PUT /request_quote/:id': [401, 422, 422, 422, 422, 422],
  'PUT /request_quote/:id/discard': [401, 200, 403, 403, 403, 403],
  'POST /vendors/:id/share_via_email': [401, 422, 422, 422, 422, 422],
  'POST /vendors/:id/tactics/:tacticId/share_via_email': [401, 422, 422, 422, 422, 422],
  'GET /nudges/:vendorId': [401, 200, 403, 403, 200, 200],
  'POST /nudges/:vendorId': [401, 422, 422, 422, 422, 422],
  'POST /recommend_vendor': [401, 422, 422, 422, 422, 422],
  'POST /recommend_tactic': [401, 422, 422, 422, 422, 422],
  'GET /shortlists': [401, 200, 403, 403, 403, 200],
  'POST /shortlists': [401, 422, 403, 403, 403, 422],
  'GET /shortlists/saved_items': [401, 200, 403, 403, 403, 200],
  'GET /shortlists/:id': [401, 200, 403, 403, 403, 404],
  'PATCH /shortlists/:id': [401, 422, 403, 403, 403, 404],
  'DELETE /shortlists/:id': [401, 200, 403, 403, 403, 404],
  'PUT /shortlists/:id/items': [401, 422, 403, 403, 403, 404],
  'DELETE /shortlists/:id/items/:kind/:itemId': [401, 200, 403, 403, 403, 404],
  'GET /shortlists/:id/colleagues': [401, 200, 403, 403, 403, 404],
  'PUT /shortlists/:id/members': [401, 422, 403, 403, 403, 404],
  'DELETE /shortlists/:id/members/me': [401, 403, 403, 403, 403, 404],
  // Booth photos: whoever annotates the list's items; `{}` is no photo (422).
  'PUT /shortlists/:id/items/:kind/:itemId/photo': [401, 422, 403, 403, 403, 404],
  'DELETE /shortlists/:id/items/:kind/:itemId/photo': [401, 200, 403, 403, 403, 404],
  'GET /shortlists/:id/photos/:photoId': [401, 200, 403, 403, 403, 404],
  'GET /compare': [401, 422, 422, 422, 422, 422],
  'GET /quotes': [401, 200, 200, 200, 200, 200],
  'POST /quotes': [401, 422, 422, 422, 422, 422],
  'GET /quotes/:id': [401, 200, 200, 200, 403, 200],
  'POST /quotes/:id/replies': [401, 422, 422, 422, 403, 403],
  'PUT /quotes/:id/close': [401, 422, 403, 403, 403, 403],
  'POST /quotes/:id/nudge': [401, 422, 403, 403, 403, 403],
  'GET /quotes/:id/attachments/:attachmentId': [401, 200, 200, 200, 403, 200],
  'GET /vendors/:id/quotes': [401, 403, 200, 200, 403, 200],
  'GET /vendors/:id/quotes/:qid': [401, 403, 200, 200, 403, 200],
  'GET /saved_searches': [401, 200, 200, 200, 200, 200],
  'POST /saved_searches': [401, 422, 422, 422, 422, 422],
  'PATCH /saved_searches/:id': [401, 422, 404, 404, 404, 404],
  'DELETE /saved_searches/:id': [401, 200, 404, 404, 404, 404],
  // Events (docs/api-events.md): every signed-in role reads; vendor A's admin asks for its booth.
  'GET /events': [401, 200, 200, 200, 200, 200],
  'GET /events/:id': [401, 200, 200, 200, 200, 200],
  'GET /events/:id/offline_bundle': [401, 200, 200, 200, 200, 200],
  'PUT /events/:id/exhibitors/:vendorId': [401, 403, 403, 422, 403, 422],
  'DELETE /auth/sign_out': [401, 200, 200, 200, 200, 200],
  // The password is asked first (reauthentication.ts); a super_admin's 403 is in accounts-routes.test.ts.
  'DELETE /accounts': [401, 422, 422, 422, 422, 422],
}

/** Routes that end the caller's session or account: asked by a stand-in of the same role. */
const SESSION_ENDING = new Set(['DELETE /auth/sign_out', 'DELETE /accounts'])

type Route = { method: string; path: string; key: string }

function apiRoutes(): Route[] {
  const routes = new Map<string, Route>()
  for (const { method, path } of createApi().routes) {
    const key = `${method} ${path}`
    if (method !== 'ALL') routes.set(key, { method, path, key })
  }
  return [...routes.values()]
}

const unique = () => randomBytes(4).toString('hex')

describe('the role × endpoint matrix', () => {
  let t: TestApp
  let actors: VendorActors
  let buyerId: number
  beforeAll(async () => {
    t = await createTestApp()
    actors = await createVendorActors(t)
    const buyer = await userByEmail(t.db, actors.headers.cpg_user.uid as string)
    buyerId = buyer?.id as number
  })
  afterAll(() => t.close())

  /** A new user of the role's kind and company, signed in: the one who signs out or leaves. */
  async function standIn(role: (typeof ROLES)[number]): Promise<Record<string, string>> {
    if (role === 'visitor') return {}
    const companyId = {
      cpg_user: (await createCompany(t.db, { companyType: 'cpg' })).id,
      vendor_user: actors.vendor.companyId,
      vendor_admin: actors.vendor.companyId,
      other_vendor_admin: actors.other.companyId,
      super_admin: null,
    }[role]
    const kind = role === 'other_vendor_admin' ? 'vendor_admin' : role
    const user = await createUser(t.db, { role: kind, companyId })
    return authHeaders(await signIn(t, user.email, TEST_PASSWORD))
  }

  /** A fresh tactic of vendor A, so a delete by one role leaves the next role its own target. */
  async function tacticOfA() {
    const [row] = await t.db
      .insert(tactics)
      .values({ vendorId: actors.vendor.id, name: `Tactic ${unique()}`, description: 'Matrix' })
      .returning()
    return row?.id as number
  }

  /** A request the buyer sent to vendor A: a thread of its own for each request. */
  async function sentQuote() {
    const [quote] = await t.db
      .insert(quoteRequests)
      .values({ userId: buyerId, vendorId: actors.vendor.id, status: 'sent', closedAt: new Date() })
      .returning()
    return quote?.id as number
  }

  /** A stored attachment of a vendor reply in the thread. */
  async function attachmentOf(quoteId: number) {
    const bytes = await pngBytes()
    const key = `quote-attachments/matrix-${unique()}.png`
    await new LocalUploadStorage(t.config.uploadsDir).write(key, bytes)
    const [reply] = await t.db
      .insert(quoteReplies)
      .values({ quoteRequestId: quoteId, side: 'vendor', text: 'Attached' })
      .returning()
    const [file] = await t.db
      .insert(quoteAttachments)
      .values({
        replyId: reply?.id as number,
        storageKey: key,
        name: 'prices.png',
        contentType: 'image/png',
        size: bytes.length,
      })
      .returning()
    return file?.id as number
  }

  /** A tactic on the list with a stored photo of its own: the photo's id. */
  async function photoOf(shortlistId: number, tacticId: number) {
    const key = `shortlist-photos/matrix-${unique()}.jpg`
    await new LocalUploadStorage(t.config.uploadsDir).write(key, await jpegBytes())
    const [item] = await t.db
      .insert(shortlistItems)
      .values({ shortlistId, kind: 'tactic', tacticId, addedBy: buyerId })
      .returning()
    const [photo] = await t.db
      .insert(shortlistItemPhotos)
      .values({ itemId: item?.id as number, storageKey: key, width: 64, height: 48, size: 1 })
      .returning()
    return photo?.id as number
  }

  async function joinRequest(companyId: number) {
    const user = await createUser(t.db, { role: 'vendor_user', companyId: null })
    const [row] = await t.db
      .insert(companyJoinRequests)
      .values({ userId: user.id, companyId })
      .returning()
    return row?.id as number
  }

  /** Real ids for the path's parameters: vendor A's own objects, or the buyer's. */
  async function fillPath(route: Route): Promise<string> {
    const ids: Record<string, number | string> = {
      id: actors.vendor.id,
      vendorId: actors.vendor.id,
    }
    const { path } = route
    if (path.startsWith('/request_quote/')) {
      const [quote] = await t.db
        .insert(quoteRequests)
        .values({ userId: buyerId, vendorId: actors.vendor.id })
        .returning()
      ids.id = quote?.id as number
    } else if (path.startsWith('/quotes/:id') || path.includes(':qid')) {
      ids.id = path.includes(':qid') ? actors.vendor.id : await sentQuote()
      ids.qid = path.includes(':qid') ? await sentQuote() : 0
      if (path.includes(':attachmentId')) ids.attachmentId = await attachmentOf(ids.id as number)
    } else if (path.startsWith('/accounts/:id')) {
      ids.id = (
        await createUser(t.db, { confirmedAt: null, companyId: actors.vendor.companyId })
      ).id
    } else if (path.startsWith('/user_verifications/')) {
      ids.id = unique()
      await t.db.insert(userVerifications).values({
        id: ids.id,
        email: `verify-${unique()}@example.test`,
        firstName: 'Vera',
        lastName: 'Verify',
        companyName: 'Verified',
        companyWebsite: 'https://verified.example',
        companyType: 'cpg',
      })
    } else if (path.startsWith('/admin/join_requests/')) {
      ids.id = await joinRequest(actors.vendor.companyId)
    } else if (path.startsWith('/admin/vendor_claims/')) {
      ids.id = await joinRequest((await createCompany(t.db)).id)
    } else if (path.startsWith('/admin/recommendations/:id')) {
      const [recommendation] = await t.db
        .insert(recommendations)
        .values({
          userId: buyerId,
          kind: 'vendor',
          vendorName: 'Gap Co',
          vendorWebsite: 'gap.example',
        })
        .returning()
      ids.id = recommendation?.id as number
    } else if (path.startsWith('/admin/lookups/:kind/:id')) {
      // A vendor type of its own, used by nothing: the super_admin's delete removes it.
      const [type] = await t.db
        .insert(vendorTypes)
        .values({ slug: `matrix-${unique()}`, name: `Matrix ${unique()}` })
        .returning()
      ids.id = type?.id as number
    } else if (path.startsWith('/admin/outbox/:id')) {
      const [email] = await t.db
        .insert(outbox)
        .values({
          toAddress: 'sent@example.test',
          subject: 'S',
          textBody: 't',
          htmlBody: 'h',
          status: 'sent',
        })
        .returning()
      ids.id = email?.id as number
    } else if (path.startsWith('/shortlists/:id')) {
      // A list of the buyer's own for each request: the owner's delete leaves the next its own.
      const [list] = await t.db
        .insert(shortlists)
        .values({ ownerId: buyerId, name: `Matrix ${unique()}` })
        .returning()
      ids.id = list?.id as number
    } else if (path.startsWith('/saved_searches/:id')) {
      // The buyer's own saved search for each request; every other role meets the 404 of an unknown id.
      const [saved] = await t.db
        .insert(savedSearches)
        .values({ userId: buyerId, name: `Matrix ${unique()}`, query: { keyword: 'matrix' } })
        .returning()
      ids.id = saved?.id as number
    } else if (path.startsWith('/events/:id') || path.startsWith('/admin/events/:id')) {
      // An upcoming event for each request, with vendor A's request pending to approve or remove.
      const startsOn = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString().slice(0, 10)
      const [event] = await t.db
        .insert(events)
        .values({
          name: `Matrix ${unique()}`,
          venue: 'Hall',
          city: 'Austin',
          startsOn,
          endsOn: startsOn,
        })
        .returning()
      ids.id = event?.id as number
      if (path.includes(':vendorId')) {
        await t.db
          .insert(eventExhibitors)
          .values({ eventId: ids.id, vendorId: actors.vendor.id, booth: 'M1', status: 'pending' })
      }
    } else if (path.startsWith('/admin/accounts/:id')) {
      // An account of its own, unconfirmed: a deactivation must not end an actor's session.
      ids.id = (
        await createUser(t.db, { confirmedAt: null, companyId: actors.vendor.companyId })
      ).id
    }
    if (path.includes(':memberId/resend_invitation')) {
      const { invitation } = await createInvitation(t.db, t.config.tokenSecret, {
        companyId: actors.vendor.companyId,
      })
      ids.memberId = invitation.id
    } else if (path.includes(':memberId')) {
      ids.memberId = (
        await createUser(t.db, { role: 'vendor_user', companyId: actors.vendor.companyId })
      ).id
    }
    if (path.includes(':tacticId')) ids.tacticId = await tacticOfA()
    if (path.includes(':imageId')) {
      const [image] = await t.db
        .insert(tacticIllustrations)
        .values({ tacticId: ids.tacticId as number, url: '/uploads/none.png', kind: 'image' })
        .returning()
      ids.imageId = image?.id as number
    }
    if (path.includes(':requestId')) ids.requestId = await joinRequest(actors.vendor.companyId)
    ids.token = 'not-a-token'
    ids.kind = path.startsWith('/shortlists/') ? 'tactic' : 'vendor_types'
    if (path.includes(':itemId')) ids.itemId = await tacticOfA()
    if (path.startsWith('/shortlists/:id') && path.includes('/photo')) {
      ids.itemId ??= await tacticOfA()
      ids.photoId = await photoOf(ids.id as number, ids.itemId as number)
    }
    return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => String(ids[name] ?? actors.vendor.id))
  }

  it('answers each role on every route with the status its row expects', async () => {
    const routes = apiRoutes()
    const observed: Record<string, number[]> = {}
    for (const route of routes) observed[route.key] = []
    for (const [column, role] of ROLES.entries()) {
      for (const route of routes) {
        const session = SESSION_ENDING.has(route.key) ? await standIn(role) : actors.headers[role]
        const headers: Record<string, string> = {
          ...session,
          // Each role its own address, so per-address limits count roles apart.
          'x-forwarded-for': `203.0.113.${column + 1}`,
        }
        const init: RequestInit = { method: route.method, headers }
        if (route.method !== 'GET') {
          headers['content-type'] = 'application/json'
          init.body = '{}'
        }
        const res = await t.app.request(`/api/v1${await fillPath(route)}`, init)
        await res.arrayBuffer()
        ;(observed[route.key] as number[])[column] = res.status
      }
    }
    await t.background.idle()
    const wrong = routes
      .filter((route) => JSON.stringify(MATRIX[route.key]) !== JSON.stringify(observed[route.key]))
      .map(
        (route) =>
          `'${route.key}': [${observed[route.key]?.join(', ')}],${MATRIX[route.key] ? ` expected [${MATRIX[route.key]?.join(', ')}]` : ' (not in the table)'}`,
      )
    expect(wrong, `${routes.length} routes × ${ROLES.length} roles`).toEqual([])
    const stale = Object.keys(MATRIX).filter((key) => !(key in observed))
    expect(stale, 'rows of routes the API no longer has').toEqual([])
  }, 180_000)
})
