import { readFile, stat } from 'node:fs/promises'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress'
import { getMimeType } from 'hono/utils/mime'
import { COMPRESS_MIN_BYTES } from '../../src/server/compression.ts'
import type { BenchServer } from './bench-server.ts'

type Body = { type: string; bytes: Buffer }

/** The file a path names under `root`, or null when there is none (or the path leaves `root`). */
async function fileAt(root: string, pathname: string): Promise<string | null> {
  const file = path.join(root, decodeURIComponent(pathname))
  if (!file.startsWith(`${root}${path.sep}`)) return null
  const found = await stat(file).catch(() => null)
  return found?.isFile() ? file : null
}

/**
 * Serves `dir` on loopback as a static host serves a single-page app: a path that names no file
 * gets the index page (`indexHtml`, the directory's index.html by default), one with an extension
 * a 404. Text of 1 KB or more goes brotli (quality 11) or gzip (level 9) by what the browser
 * accepts, as our build's precompressed files do (docs/performance.md, "Compression"); each answer
 * is compressed once and kept, so the figures do not include compressing.
 */
export async function startStaticHost(dir: string, indexHtml?: string): Promise<BenchServer> {
  const root = path.resolve(dir)
  const index: Body = {
    type: 'text/html; charset=utf-8',
    bytes: Buffer.from(indexHtml ?? (await readFile(path.join(root, 'index.html'), 'utf8'))),
  }
  const encoded = new Map<string, Buffer>()
  const encode = (key: string, encoding: 'br' | 'gzip', bytes: Buffer) => {
    const cached = encoded.get(`${encoding} ${key}`)
    if (cached) return cached
    const body =
      encoding === 'br'
        ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(bytes, { level: 9 })
    encoded.set(`${encoding} ${key}`, body)
    return body
  }
  const answer = async (pathname: string): Promise<Body | null> => {
    const file = pathname === '/' ? null : await fileAt(root, pathname)
    if (file)
      return { type: getMimeType(file) ?? 'application/octet-stream', bytes: await readFile(file) }
    return path.extname(pathname) ? null : index
  }
  const server = http.createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    const body = await answer(pathname).catch(() => null)
    if (!body) {
      res.writeHead(404).end()
      return
    }
    const headers: Record<string, string> = { 'Content-Type': body.type }
    let bytes = body.bytes
    if (COMPRESSIBLE_CONTENT_TYPE_REGEX.test(body.type)) {
      headers.Vary = 'Accept-Encoding'
      const accepted = String(req.headers['accept-encoding'] ?? '')
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
      if (encoding && bytes.length >= COMPRESS_MIN_BYTES) {
        bytes = encode(body === index ? '' : pathname, encoding, bytes)
        headers['Content-Encoding'] = encoding
      }
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(bytes.length) }).end(bytes)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
