import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redactingLogger } from '../logger.ts'
import { createMailFileWriter } from '../mail/mail-files.ts'
import { createMetrics } from '../operations/metrics.ts'
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'
import { LocalUploadStorage } from '../uploads/local-storage.ts'
import { createWebServer } from '../web-server.ts'

const ADMIN = DEMO_ACCOUNTS.find((a) => a.role === 'super_admin')?.email as string
const BOOT_SCRIPT = 'console.log("boot")'
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

describe('a default start', () => {
  let t: TestApp
  let dir: string
  /** The same app as a development server with a built client: the deps main.ts passes. */
  let devApp: ReturnType<typeof createWebServer>
  beforeAll(async () => {
    t = await createTestApp()
    dir = mkdtempSync(path.join(tmpdir(), 'sec-default-'))
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><html><head><title>x</title></head><body><script>${BOOT_SCRIPT}</script></body></html>`,
    )
    const config = { ...t.config, env: 'development' as const, clientDir: dir }
    devApp = createWebServer({
      db: t.db,
      config,
      logger: redactingLogger(() => {}),
      background: t.background,
      storage: new LocalUploadStorage(config.uploadsDir),
      metrics: createMetrics({ db: t.db, databaseKind: 'pglite', poolSize: 1 }),
      readiness: t.readiness,
    })
  })
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true })
    await t.close()
  })

  it('has no development inbox outside development mode', async () => {
    const res = await t.app.request('/dev/mail', {}, from('127.0.0.1'))
    expect(res.status).toBe(404)
  })

  it('shows the development inbox in development to loopback clients only', async () => {
    expect((await devApp.request('/dev/mail', {}, from('127.0.0.1'))).status).toBe(200)
    expect((await devApp.request('/dev/mail', {}, from('::1'))).status).toBe(200)
    expect((await devApp.request('/dev/mail', {}, from('192.168.1.20'))).status).toBe(404)
    expect((await devApp.request('/dev/mail/1', {}, from('10.0.0.5'))).status).toBe(404)
    const proxied = { headers: { 'x-forwarded-for': '203.0.113.9' } }
    expect((await devApp.request('/dev/mail', proxied, from('127.0.0.1'))).status).toBe(404)
  })

  it('writes mail as .eml files with one log line and no link', async () => {
    const lines: string[] = []
    const mailDir = path.join(dir, 'mail')
    const writer = createMailFileWriter({
      db: t.db,
      mailDir,
      mailFrom: 'CPG Marketplace <no-reply@marketplace.test>',
      logger: redactingLogger((_level, line) => lines.push(line)),
    })
    expect((await apiRequest(t, 'POST', '/auth/password', { email: ADMIN })).status).toBe(200)
    await t.background.idle()
    expect(await writer.writeDue()).toBeGreaterThanOrEqual(1)
    const files = readdirSync(mailDir).filter((name) => name.endsWith('.eml'))
    const reset = files
      .map((name) => readFileSync(path.join(mailDir, name), 'utf8'))
      .find((text) => text.includes(`To: ${ADMIN}`))
    expect(reset).toMatch(/^Subject: .+/m)
    expect(reset).toContain('/auth/password/edit')
    const log = lines.join('\n')
    expect(lines.length).toBe(files.length)
    expect(log).toContain('.eml')
    expect(log).not.toContain('http')
    expect(log).not.toContain(ADMIN)
    expect(await writer.writeDue()).toBe(0)
  })

  it('sends the strict policy with the built page inline script hash on HTML answers', async () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64')
    for (const url of ['/', '/search/vendors']) {
      const res = await devApp.request(url)
      expect(res.headers.get('content-type')).toMatch(/^text\/html/)
      const policy = res.headers.get('content-security-policy')
      expect(policy).toContain("default-src 'self'")
      expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`)
      expect(policy).toContain("object-src 'none'; base-uri 'self'")
      expect(policy).toContain("frame-ancestors 'none'")
      expect(policy).toContain("img-src 'self' data: blob:")
      // WebAssembly compiles (the booth code reader); neither eval nor inline scripts run.
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-(eval|inline|hashes)'/)
    }
    const api = await devApp.request('/api/v1/health')
    expect(api.headers.get('content-security-policy')).toBeNull()
  })
})
