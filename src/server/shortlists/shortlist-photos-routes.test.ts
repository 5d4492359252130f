import { randomInt } from 'node:crypto'
import { eq, gt, max } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SHORTLIST_PHOTO_MAX_BYTES,
  SHORTLIST_PHOTO_MESSAGES,
  type ShortlistPhoto,
} from '../../domain/shortlist-photos.ts'
import {
  SHORTLIST_MESSAGES,
  type ShortlistDetail,
  type ShortlistItem,
} from '../../domain/shortlists.ts'
import { shortlistItemPhotos, tactics } from '../db/schema/index.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createCompany, createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { fileOf, gifBytes, polyglotBytes } from '../testing/upload-files.ts'
import { LocalUploadStorage } from '../uploads/local-storage.ts'

type Headers = Record<string, string>
const MB = 1024 * 1024

/**
 * A photo of its own colour: files are named by their content in a folder the test files share
 * (both databases' runs included), so no two tests meet on one file.
 */
function photoBytes(format: 'jpeg' | 'png' | 'webp', width = 640, height = 480): Promise<Buffer> {
  const background = { r: randomInt(256), g: randomInt(256), b: randomInt(256) }
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer()
}

/**
 * Booth photos on shortlist items (docs/spec/workspace.md §6; docs/api-shortlists.md "Photos"):
 * one per item, checked and re-encoded as every image upload, served only to the list's owner and
 * the colleagues it is shared with, with an Idempotency-Key for the offline outbox.
 */
describe('shortlist item photos', () => {
  let t: TestApp
  let vendorId: number
  let storage: LocalUploadStorage
  let tacticIds: number[]
  const headers: Record<
    'owner' | 'member' | 'colleague' | 'stranger' | 'vendorAdmin' | 'superAdmin',
    Headers
  > = { owner: {}, member: {}, colleague: {}, stranger: {}, vendorAdmin: {}, superAdmin: {} }
  let memberId: number

  beforeAll(async () => {
    t = await createTestApp()
    const vendor = await createVendor(t.db)
    vendorId = vendor.id
    storage = new LocalUploadStorage(t.config.uploadsDir)
    const rows = await t.db
      .insert(tactics)
      .values(
        Array.from({ length: 4 }, (_, i) => ({
          vendorId,
          name: `Booth ${i}`,
          description: 'x',
        })),
      )
      .returning({ id: tactics.id })
    tacticIds = rows.map((row) => row.id)
    const cpg = await createCompany(t.db, { companyType: 'cpg' })
    const rival = await createCompany(t.db, { companyType: 'cpg' })
    const accounts = [
      ['owner', 'cpg_user', cpg.id],
      ['member', 'cpg_user', cpg.id],
      ['colleague', 'cpg_user', cpg.id],
      ['stranger', 'cpg_user', rival.id],
      ['vendorAdmin', 'vendor_admin', vendor.companyId],
      ['superAdmin', 'super_admin', null],
    ] as const
    for (const [name, role, companyId] of accounts) {
      const user = await createUser(t.db, { role, companyId })
      if (name === 'member') memberId = user.id
      headers[name] = authHeaders(await signIn(t, user.email, TEST_PASSWORD))
    }
  })
  afterAll(() => t.close())

  /** A list of the owner's with the given tactics, shared with the member. */
  async function sharedList(items: number[]): Promise<number> {
    const name = `Hall ${randomInt(1e9)}`
    const body = { name, items: items.map((id) => ({ kind: 'tactic', id })) }
    const created = await apiRequest(t, 'POST', '/shortlists', body, headers.owner)
    const listId = ((await created.json()) as { shortlist: { id: number } }).shortlist.id
    const members = { user_ids: [memberId] }
    await apiRequest(t, 'PUT', `/shortlists/${listId}/members`, members, headers.owner)
    return listId
  }

  const photoPath = (listId: number, tacticId: number) =>
    `/api/v1/shortlists/${listId}/items/tactic/${tacticId}/photo`

  function putPhoto(
    listId: number,
    tacticId: number,
    files: File[],
    who: Headers = headers.owner,
    extra: Headers = {},
  ) {
    const form = new FormData()
    for (const file of files) form.append('photo', file)
    return t.app.request(photoPath(listId, tacticId), {
      method: 'PUT',
      body: form,
      headers: { ...who, ...extra },
    })
  }

  async function itemWith(listId: number, files: File[], tacticId: number, who?: Headers) {
    const res = await putPhoto(listId, tacticId, files, who)
    expect(res.status).toBe(200)
    return ((await res.json()) as { item: ShortlistItem }).item
  }

  function photoOf(item: ShortlistItem): ShortlistPhoto {
    if (!item.photo) throw new Error(`No photo on ${item.kind} ${item.id}`)
    return item.photo
  }

  const jpeg = async (width?: number, height?: number) =>
    fileOf(await photoBytes('jpeg', width, height), 'IMG_0042.jpg', 'image/jpeg')

  const storedKey = async (url: string) => {
    const id = Number(url.split('/').pop())
    const [row] = await t.db
      .select({ key: shortlistItemPhotos.storageKey })
      .from(shortlistItemPhotos)
      .where(eq(shortlistItemPhotos.id, id))
    return row?.key as string
  }

  const photoRows = async () => (await t.db.select().from(shortlistItemPhotos)).length

  const lastPhotoId = async () => {
    const [row] = await t.db.select({ id: max(shortlistItemPhotos.id) }).from(shortlistItemPhotos)
    return row?.id ?? 0
  }

  it('keeps a photo on an item, resized to 1600 px as a jpeg, and shows it to the owner and the member only', async () => {
    const listId = await sharedList([tacticIds[0] as number])
    const item = await itemWith(listId, [await jpeg(2400, 1200)], tacticIds[0] as number)
    expect(item.photo).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(new RegExp(`^/api/v1/shortlists/${listId}/photos/\\d+$`)),
      width: 1600,
      height: 800,
    })
    const url = photoOf(item).url
    for (const who of ['owner', 'member'] as const) {
      const file = await t.app.request(url, { headers: headers[who] })
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('image/jpeg')
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
      // Private: the session's answers are never stored by a shared cache (nor by the browser's).
      expect(file.headers.get('cache-control')).toBe('no-store')
      expect(file.headers.get('content-security-policy')).toContain('sandbox')
      const shown = await sharp(Buffer.from(await file.arrayBuffer())).metadata()
      expect([shown.format, shown.width, shown.height]).toEqual(['jpeg', 1600, 800])
      const list = await apiRequest(t, 'GET', `/shortlists/${listId}`, undefined, headers[who])
      expect(((await list.json()) as ShortlistDetail).items[0]?.photo).toEqual(item.photo)
    }
    // Anyone else meets the list's 404 (or a role's 403, a visitor's 401), and /uploads has none.
    for (const [who, status] of [
      [headers.colleague, 404],
      [headers.stranger, 404],
      [headers.superAdmin, 404],
      [headers.vendorAdmin, 403],
      [{}, 401],
    ] as const) {
      expect((await t.app.request(url, { headers: who })).status).toBe(status)
    }
    const key = await storedKey(url)
    expect(key).toMatch(/^shortlist-photos\/[0-9a-f]{64}\.jpg$/)
    expect((await t.app.request(`/uploads/${key}`)).status).toBe(404)
  })

  it('takes a png or a WebP as a jpeg, and keeps nothing of the metadata (no location)', async () => {
    const listId = await sharedList([tacticIds[0] as number])
    const tagged = await sharp(await photoBytes('jpeg'))
      .withExif({ IFD0: { Artist: 'Booth 214', ImageDescription: 'Hall B' } })
      .toBuffer()
    expect((await sharp(tagged).metadata()).exif).toBeDefined()
    for (const file of [
      fileOf(await photoBytes('png', 300, 500), 'board.png', 'image/png'),
      fileOf(await photoBytes('webp', 500, 300), 'board.webp', 'image/webp'),
      fileOf(tagged, 'tagged.jpg', 'image/jpeg'),
    ]) {
      const item = await itemWith(listId, [file], tacticIds[0] as number, headers.member)
      const res = await t.app.request(photoOf(item).url, { headers: headers.owner })
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
      expect(meta.format).toBe('jpeg')
      expect([meta.width, meta.height]).toEqual([item.photo?.width, item.photo?.height])
      expect(meta.exif).toBeUndefined()
    }
  })

  // An image that unpacks to a huge bitmap meets the checks of every upload (upload-bombs.test.ts).
  it('refuses another type, a polyglot, a false WebP, two files, no file and a file over 5 MB; nothing is kept', async () => {
    const listId = await sharedList([tacticIds[1] as number])
    const before = await photoRows()
    const webp = await photoBytes('webp')
    const trailing = Buffer.concat([webp, Buffer.from('<script>alert(1)</script>')])
    const large = new Uint8Array(SHORTLIST_PHOTO_MAX_BYTES + 1)
    large.set(await photoBytes('png'))
    const cases: [File[], string][] = [
      [[fileOf(await gifBytes(), 'a.jpg', 'image/jpeg')], SHORTLIST_PHOTO_MESSAGES.format],
      [[fileOf(await polyglotBytes(), 'a.jpg', 'image/jpeg')], SHORTLIST_PHOTO_MESSAGES.format],
      [[fileOf(trailing, 'a.webp', 'image/webp')], SHORTLIST_PHOTO_MESSAGES.format],
      [[await jpeg(), await jpeg()], SHORTLIST_PHOTO_MESSAGES.one],
      [[], SHORTLIST_PHOTO_MESSAGES.format],
      [[fileOf(large, 'large.png', 'image/png')], SHORTLIST_PHOTO_MESSAGES.tooLarge],
      // Past what one photo may weigh, the body is refused before it is read.
      [
        [fileOf(new Uint8Array(7 * MB), 'huge.jpg', 'image/jpeg')],
        SHORTLIST_PHOTO_MESSAGES.tooLarge,
      ],
    ]
    for (const [files, message] of cases) {
      const res = await putPhoto(listId, tacticIds[1] as number, files)
      expect(res.status).toBe(422)
      expect(await res.json()).toMatchObject({ errors: { photo: [message] } })
    }
    expect(await photoRows()).toBe(before)
  })

  it('answers 404 for an item not on the list or a path that names none, and for a photo of another list', async () => {
    const listId = await sharedList([tacticIds[0] as number])
    const other = await sharedList([tacticIds[0] as number])
    const notOnIt = await putPhoto(listId, tacticIds[3] as number, [await jpeg()])
    expect(notOnIt.status).toBe(404)
    expect(await notOnIt.json()).toEqual({ errors: [SHORTLIST_MESSAGES.itemNotFound] })
    for (const path of ['items/shelf/1/photo', 'items/tactic/abc/photo', 'items/tactic/0/photo']) {
      const res = await t.app.request(`/api/v1/shortlists/${listId}/${path}`, {
        method: 'DELETE',
        headers: headers.owner,
      })
      expect(res.status).toBe(404)
    }
    const item = await itemWith(other, [await jpeg()], tacticIds[0] as number)
    const elsewhere = photoOf(item).url.replace(`/${other}/`, `/${listId}/`)
    const res = await t.app.request(elsewhere, { headers: headers.owner })
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ errors: [SHORTLIST_PHOTO_MESSAGES.notFound] })
  })

  it('replaces a photo with a new one at a new URL, removes it, and leaves no file behind', async () => {
    const listId = await sharedList([tacticIds[2] as number])
    const tacticId = tacticIds[2] as number
    const first = await itemWith(listId, [await jpeg()], tacticId)
    const firstKey = await storedKey(photoOf(first).url)
    const second = await itemWith(listId, [await jpeg()], tacticId, headers.member)
    expect(second.photo?.url).not.toBe(first.photo?.url)
    expect((await t.app.request(photoOf(first).url, { headers: headers.owner })).status).toBe(404)
    expect(await storage.read(firstKey)).toBeNull()
    const secondKey = await storedKey(photoOf(second).url)

    const path = photoPath(listId, tacticId)
    const removed = await t.app.request(path, { method: 'DELETE', headers: headers.member })
    expect(removed.status).toBe(200)
    const body = (await removed.json()) as { item: ShortlistItem; removed: boolean }
    expect(body.removed).toBe(true)
    expect(body.item).toMatchObject({ kind: 'tactic', id: tacticId, photo: null })
    expect(await storage.read(secondKey)).toBeNull()
    const again = await t.app.request(path, { method: 'DELETE', headers: headers.owner })
    expect(await again.json()).toMatchObject({ removed: false, item: { photo: null } })
  })

  it('applies a photo sent again under its Idempotency-Key once, answering the first answer', async () => {
    const listId = await sharedList([tacticIds[0] as number])
    const before = await photoRows()
    const file = await jpeg()
    const key = { 'Idempotency-Key': `photo-${randomInt(1e9)}` }
    const first = await putPhoto(listId, tacticIds[0] as number, [file], headers.owner, key)
    const repeat = await putPhoto(listId, tacticIds[0] as number, [file], headers.owner, key)
    expect(repeat.status).toBe(200)
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    expect(await repeat.json()).toEqual(await first.json())
    expect(await photoRows()).toBe(before + 1)
  })

  it('keeps one photo of two sent at once; the one replaced answers 404', async () => {
    const listId = await sharedList([tacticIds[1] as number])
    const lastIdBefore = await lastPhotoId()
    const [a, b] = await Promise.all([
      putPhoto(listId, tacticIds[1] as number, [await jpeg()], headers.owner),
      putPhoto(listId, tacticIds[1] as number, [await jpeg()], headers.member),
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    const list = await apiRequest(t, 'GET', `/shortlists/${listId}`, undefined, headers.owner)
    const shown = photoOf(((await list.json()) as ShortlistDetail).items[0] as ShortlistItem)
    // Each answer is the item as it stood when read: one read after the other's write names the
    // kept photo.
    const answered = [(await a.json()).item.photo.url, (await b.json()).item.photo.url]
    expect(answered).toContain(shown.url)
    expect(await lastPhotoId()).toBe(shown.id)
    // Photo ids are given in order, so the replaced one lies between the last before and the kept one.
    const replaced = shown.url.replace(/\d+$/, String(shown.id - 1))
    expect(shown.id - 1).toBeGreaterThan(lastIdBefore)
    expect((await t.app.request(replaced, { headers: headers.owner })).status).toBe(404)
    expect(
      await t.db.select().from(shortlistItemPhotos).where(gt(shortlistItemPhotos.id, lastIdBefore)),
    ).toHaveLength(1)
  })

  it('removes the photos with their item, their list and their tactic', async () => {
    const [a, b, c] = tacticIds as [number, number, number]
    const listId = await sharedList([a, b])
    const keyOf = async (tacticId: number) =>
      storedKey(photoOf(await itemWith(listId, [await jpeg()], tacticId)).url)
    const itemKey = await keyOf(a)
    await apiRequest(
      t,
      'DELETE',
      `/shortlists/${listId}/items/tactic/${a}`,
      undefined,
      headers.owner,
    )
    expect(await storage.read(itemKey)).toBeNull()
    const listKey = await keyOf(b)
    await apiRequest(t, 'DELETE', `/shortlists/${listId}`, undefined, headers.owner)
    expect(await storage.read(listKey)).toBeNull()

    const [tactic] = await t.db
      .insert(tactics)
      .values({ vendorId, name: 'Gone soon', description: 'x' })
      .returning({ id: tactics.id })
    const tacticId = tactic?.id as number
    const other = await sharedList([c, tacticId])
    const tacticKey = storedKey(photoOf(await itemWith(other, [await jpeg()], tacticId)).url)
    const deleted = await apiRequest(
      t,
      'DELETE',
      `/vendors/${vendorId}/tactics/${tacticId}`,
      undefined,
      headers.vendorAdmin,
    )
    expect(deleted.status).toBe(200)
    expect(await storage.read(await tacticKey)).toBeNull()
  })
})
