import { Readable } from 'node:stream'
import { Hono } from 'hono'
import type { ServerEnv } from '../server-env.ts'
import { IMMUTABLE } from '../static-files.ts'
import { backfillImageVariant } from './image-variants.ts'
import { PUBLIC_UPLOAD_FOLDERS } from './stored-file.ts'
import { uploadKey } from './upload-storage.ts'

const isPublic = (folder: string) => (PUBLIC_UPLOAD_FOLDERS as readonly string[]).includes(folder)

/**
 * Serves public uploads from the storage, streamed: content-hashed names, so cached for a year,
 * and never run as a page. Every app server answers for every upload when the storage is shared.
 * A private folder's files (quote attachments) are not found here, whatever their name.
 */
export const uploadRoutes = new Hono<ServerEnv>().get('/uploads/:folder/:name', async (c) => {
  const folder = c.req.param('folder')
  const key = isPublic(folder) ? uploadKey(`${folder}/${c.req.param('name')}`) : null
  const upload =
    key && ((await c.var.storage.read(key)) ?? (await backfillImageVariant(c.var.storage, key)))
  if (!upload) return c.notFound()
  c.header('Content-Type', upload.contentType)
  c.header('Content-Length', String(upload.size))
  c.header('Cache-Control', IMMUTABLE)
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  if (c.req.method === 'HEAD') {
    upload.body.destroy()
    return c.body(null)
  }
  return c.body(Readable.toWeb(upload.body) as ReadableStream)
})
