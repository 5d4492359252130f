import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { okJson } from '../testing/api-request.ts'
import { type S3Server, startS3Server } from '../testing/s3-server.ts'
import { authHeaders, signIn } from '../testing/sessions.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { jpegBytes, pdfBytes } from '../testing/upload-files.ts'
import { LocalUploadStorage } from './local-storage.ts'
import { S3UploadStorage } from './s3-storage.ts'
import type { StoredUpload, UploadStorage } from './upload-storage.ts'

let s3: S3Server
let localDir: string
beforeAll(async () => {
  s3 = await startS3Server()
  localDir = await mkdtemp(path.join(tmpdir(), 'cpg-local-uploads-'))
})
afterAll(async () => {
  await s3?.close()
  if (localDir) await rm(localDir, { recursive: true, force: true })
})

const storages: [string, () => UploadStorage][] = [
  ['the local folder', () => new LocalUploadStorage(localDir)],
  ['S3-compatible object storage', () => new S3UploadStorage(s3.config)],
]

describe.each(storages)('upload storage in %s', (_, open) => {
  it('writes, reads, lists and deletes an upload', async () => {
    const storage = open()
    const bytes = pdfBytes()
    await storage.write('illustrations/abc123.pdf', bytes)
    const stored = await storage.read('illustrations/abc123.pdf')
    expect(stored).toMatchObject({ size: bytes.length, contentType: 'application/pdf' })
    expect(await text((stored as StoredUpload).body)).toBe(bytes.toString('latin1'))
    const keys: string[] = []
    for await (const key of storage.keys()) keys.push(key)
    expect(keys).toContain('illustrations/abc123.pdf')

    await storage.delete('illustrations/abc123.pdf')
    expect(await storage.read('illustrations/abc123.pdf')).toBeNull()
    await storage.delete('illustrations/abc123.pdf')
  })

  it('answers nothing for a missing, hidden, escaping or unknown kind of key', async () => {
    const storage = open()
    for (const key of [
      'logos/none.jpg',
      'logos/.x.part',
      '../secret.jpg',
      'a/../b.jpg',
      'logos/x.exe',
    ]) {
      expect(await storage.read(key)).toBeNull()
    }
    await expect(storage.write('../escape.jpg', new Uint8Array(1))).rejects.toThrow()
  })
})

describe('an app server on S3-compatible object storage', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ storage: new S3UploadStorage(s3.config) })
  })
  afterAll(() => t?.close())

  it('stores an upload in the bucket and serves it streamed with the usual headers', async () => {
    const session = await signIn(t, (DEMO_ACCOUNTS[1] as { email: string }).email)
    const res = await t.client.accounts.profile_picture.$put(
      { form: { profile_picture: new File([await jpegBytes(900, 600)], 'me.jpg') } },
      { headers: authHeaders(session) },
    )
    const url = (await okJson(res)).data.profile_picture as string
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]{64}\.jpg$/)

    const client = new S3Client({
      endpoint: s3.config.endpoint,
      region: s3.config.region,
      forcePathStyle: true,
      credentials: s3.config,
    })
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3.config.bucket, Key: url.replace('/uploads/', '') }),
    )
    expect(object.ContentType).toBe('image/jpeg')
    expect(object.CacheControl).toBe('public, max-age=31536000, immutable')
    client.destroy()

    const served = await t.app.request(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(served.headers.get('content-security-policy')).toContain('sandbox')
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(served.headers.get('content-length')).toBe(String(bytes.length))
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 400 })

    const head = await t.app.request(url, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(bytes.length))
  })

  it('answers 404 for a missing upload and for paths outside the uploads', async () => {
    for (const url of [
      '/uploads/avatars/0000.jpg',
      '/uploads/avatars/..%2F..%2Fsecret.jpg',
      '/uploads/..%2Fconfig/x.jpg',
      '/uploads/avatars/.hidden.jpg',
      '/uploads/avatars',
    ]) {
      expect((await t.app.request(url)).status, url).toBe(404)
    }
  })

  it('keeps nothing on the local disk', async () => {
    expect(await readdir(localDir)).not.toContain('avatars')
  })
})
