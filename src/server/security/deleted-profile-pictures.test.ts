import { randomInt } from 'node:crypto'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl } from '../../domain/image-variants.ts'
import { okJson } from '../testing/api-request.ts'
import { createUser, createVendor, TEST_PASSWORD } from '../testing/factories.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('a profile picture no account shows any more', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const signedIn = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(t.db, overrides)
    return { user, headers: authHeaders(await signIn(t, user.email, TEST_PASSWORD)) }
  }

  /** A picture of its own colour: files are named by content, and other tests share the folder. */
  const photo = () =>
    sharp({
      create: {
        width: 600,
        height: 400,
        channels: 3,
        background: `#${randomInt(2 ** 24)
          .toString(16)
          .padStart(6, '0')}`,
      },
    })
      .jpeg()
      .toBuffer()

  const upload = async (headers: Record<string, string>, bytes?: Buffer) => {
    const file = new File([new Uint8Array(bytes ?? (await photo()))], 'me.jpg')
    const res = await t.client.accounts.profile_picture.$put(
      { form: { profile_picture: file } },
      { headers },
    )
    return (await okJson(res)).data.profile_picture as string
  }

  /** The statuses of the picture and of each of its variants. */
  const served = async (url: string) => {
    const urls = [url, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantUrl(url, width) ?? '')]
    return Promise.all(urls.map(async (each) => (await t.app.request(each)).status))
  }
  const everyVariant = (status: number) => Array(IMAGE_VARIANT_WIDTHS.length + 1).fill(status)

  it('answers 404 once its account removed it', async () => {
    const { headers } = await signedIn()
    const url = await upload(headers)
    expect(await served(url)).toEqual(everyVariant(200))
    expect((await t.client.accounts.profile_picture.$delete({}, { headers })).status).toBe(200)
    expect(await served(url)).toEqual(everyVariant(404))
  })

  it('answers 404 once replaced by another picture', async () => {
    const { headers } = await signedIn()
    const first = await upload(headers)
    const second = await upload(headers)
    expect(await served(first)).toEqual(everyVariant(404))
    expect(await served(second)).toEqual(everyVariant(200))
  })

  it('answers 404 once its account is deleted, by its owner or by the company admin', async () => {
    const { headers } = await signedIn()
    const own = await upload(headers)
    const res = await t.client.accounts.$delete(
      { json: { current_password: TEST_PASSWORD } },
      { headers },
    )
    expect(res.status).toBe(204)
    expect(await served(own)).toEqual(everyVariant(404))

    const { id: vendorId, companyId } = await createVendor(t.db)
    const admin = await signedIn({ role: 'vendor_admin', companyId })
    const member = await signedIn({ role: 'vendor_user', companyId })
    const members = await upload(member.headers)
    const removed = await t.app.request(`/api/v1/vendors/${vendorId}/members/${member.user.id}`, {
      method: 'DELETE',
      body: '{}',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    })
    expect(removed.status).toBe(200)
    expect(await served(members)).toEqual(everyVariant(404))
  })

  it('stays while another account shows the same picture', async () => {
    const bytes = await photo()
    const leaving = await signedIn()
    const staying = await signedIn()
    const url = await upload(leaving.headers, bytes)
    expect(await upload(staying.headers, bytes)).toBe(url)
    await t.client.accounts.profile_picture.$delete({}, { headers: leaving.headers })
    expect(await served(url)).toEqual(everyVariant(200))
    await t.client.accounts.profile_picture.$delete({}, { headers: staying.headers })
    expect(await served(url)).toEqual(everyVariant(404))
  })
})
