import { type APIRequestContext, expect } from '@playwright/test'
import { DEMO_PASSWORD, demoEmail } from './auth-ui.ts'
import { apiSignIn, authHeaders } from './session.ts'

type Json = Record<string, unknown>

async function getJson(request: APIRequestContext, path: string, headers: Record<string, string>) {
  const response = await request.get(`/api/v1${path}`, { headers })
  expect(response.status(), `GET ${path}`).toBe(200)
  return (await response.json()) as { data: Json }
}

/**
 * The seeded vendor of the demo vendor accounts (Brightshelf Media), as a super_admin reads it
 * through the API, with its tactics: what the pages should show.
 */
export async function demoVendor(request: APIRequestContext) {
  const member = await apiSignIn(request, demoEmail('vendor_admin'), DEMO_PASSWORD)
  const vendorId = member.user.vendor_id
  if (vendorId === null) throw new Error('The demo vendor admin has no vendor')
  const admin = await apiSignIn(request, demoEmail('super_admin'), DEMO_PASSWORD)
  const headers = authHeaders(admin)
  const vendor = (await getJson(request, `/vendors/${vendorId}`, headers)).data as {
    name: string
    sales_rep_email: string
    website: string
  }
  const list = (await getJson(request, `/vendors/${vendorId}/tactics`, headers)).data as {
    total_count: number
    categories: { tactics: { id: number; name: string }[] }[]
  }
  const first = list.categories[0]?.tactics[0]
  if (!first) throw new Error('The demo vendor has no tactics')
  const tactic = (await getJson(request, `/vendors/${vendorId}/tactics/${first.id}`, headers))
    .data as {
    id: number
    name: string
    filters: {
      key: string
      name: string
      filter_types: { name: string; checked: boolean; sub_filters: { checked: boolean }[] }[]
    }[]
  }
  return { vendorId, vendor, tacticCount: list.total_count, tactic }
}
