import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test'
import type { StoredSession } from '../../src/app/session/session-types.ts'
import { DEMO_PASSWORD } from './auth-ui.ts'
import { authHeaders, signInAs } from './session.ts'

type Item = { kind: 'vendor' | 'tactic'; id: number }

/** A shortlist of the signed-in owner's, made through the API (POST /shortlists): its id. */
export async function createShortlist(
  request: APIRequestContext,
  owner: StoredSession,
  name: string,
  items: Item[],
): Promise<number> {
  const created = await request.post('/api/v1/shortlists', {
    headers: authHeaders(owner),
    data: { name, items },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { shortlist: { id: number } }).shortlist.id
}

/** The owner shares the list with these colleagues (PUT /shortlists/{id}/members). */
export async function shareShortlist(
  request: APIRequestContext,
  owner: StoredSession,
  shortlistId: number,
  userIds: number[],
): Promise<void> {
  const shared = await request.put(`/api/v1/shortlists/${shortlistId}/members`, {
    headers: authHeaders(owner),
    data: { user_ids: userIds },
  })
  expect(shared.status()).toBe(200)
}

/** A colleague's own phone, signed in: a browser context apart from the test's, closed by the test. */
export async function colleaguePhone(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    hasTouch: true,
  })
  const page = await context.newPage()
  await signInAs(page, email, DEMO_PASSWORD)
  return { context, page }
}
