import { type APIRequestContext, expect } from '@playwright/test'
import { jpegBytes, pdfBytes, pngBytes } from '../../src/server/testing/upload-files.ts'
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

/** A vendor's tactics as its page lists them, each once. */
export async function tacticsOf(request: APIRequestContext, vendorId: number) {
  const response = await request.get(`/api/v1/vendors/${vendorId}/tactics`)
  expect(response.status()).toBe(200)
  const { data } = (await response.json()) as {
    data: { categories: { tactics: { id: number; name: string }[] }[] }
  }
  const all = data.categories.flatMap((category) => category.tactics)
  return all.filter((tactic, index) => all.findIndex((t) => t.id === tactic.id) === index)
}

type Lookups = {
  tactic_types: { id: number }[]
  filters: { id: number; key: string; filter_types: { id: number }[] }[]
}

/**
 * A tactic with two images, a pdf and a video, made by a super_admin on a vendor other than the
 * demo one (whose tactic count other tests read); `remove` deletes it again.
 */
/** A featured vendor other than those of `except`, as a visitor finds it. */
export async function anotherVendor(request: APIRequestContext, except: number[]) {
  const response = await request.get('/api/v1/featured_slider')
  expect(response.status()).toBe(200)
  const { featured_data } = (await response.json()) as {
    featured_data: { vendor_id: number; vendor_name: string }[]
  }
  const other = featured_data.find((item) => !except.includes(item.vendor_id))
  if (!other) throw new Error('Every featured vendor is excepted')
  return { id: other.vendor_id, name: other.vendor_name }
}

export async function createIllustratedTactic(request: APIRequestContext, name: string) {
  const member = await apiSignIn(request, demoEmail('vendor_admin'), DEMO_PASSWORD)
  const vendorId = member.user.vendor_id === 1 ? 2 : 1
  const admin = await apiSignIn(request, demoEmail('super_admin'), DEMO_PASSWORD)
  const headers = authHeaders(admin)
  const lookups = (await getJson(request, `/vendors/${vendorId}/tactics/new`, headers))
    .data as unknown as Lookups
  const first = (key: string) => {
    const group = lookups.filters.find((g) => g.key === key)
    if (!group?.filter_types[0]) throw new Error(`No filter group ${key}`)
    return { id: group.id, children: [group.filter_types[0].id] }
  }
  const form = {
    tactic_type_ids: [lookups.tactic_types[0]?.id],
    name,
    description: 'Shelf-edge screens in 300 stores.\nMeasured weekly.',
    e_commerce_service: false,
    in_house_service: true,
    min_order_size: true,
    min_order_size_text: '50 stores',
    featured: false,
    filters: [first('path_to_purchase'), first('brand_objectives')],
    videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  }
  const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer })
  const response = await request.post(`/api/v1/vendors/${vendorId}/tactics`, {
    headers,
    multipart: {
      ...Object.fromEntries(Object.entries(form).map(([k, value]) => [k, JSON.stringify(value)])),
      illustration1: file('shelf.png', 'image/png', await pngBytes(320, 240)),
      illustration2: file('aisle.jpg', 'image/jpeg', await jpegBytes(320, 240)),
      illustration3: file('rate-card.pdf', 'application/pdf', pdfBytes()),
    },
  })
  expect(response.status(), 'create the illustrated tactic').toBe(201)
  const { data } = (await response.json()) as { data: { id: number } }
  return {
    vendorId,
    tacticId: data.id,
    remove: async () => {
      await request.delete(`/api/v1/vendors/${vendorId}/tactics/${data.id}`, { headers })
    },
  }
}
