import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { readOrCreateSecret } from './token-secret.ts'

describe('the token secret', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'token-secret-'))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it('is made once under the data dir, readable only by its owner, and kept', async () => {
    const dataDir = path.join(dir, 'data')
    const secret = readOrCreateSecret(dataDir)
    expect(secret.length).toBeGreaterThanOrEqual(43)
    expect(readOrCreateSecret(dataDir)).toBe(secret)
    expect((await readFile(path.join(dataDir, 'secret'), 'utf8')).trim()).toBe(secret)
    expect((await stat(path.join(dataDir, 'secret'))).mode & 0o077).toBe(0)
    expect(loadConfig({ DATA_DIR: dataDir }).tokenSecret).toBe(secret)
  })

  it('comes from TOKEN_SECRET when set, which production on PostgreSQL requires', () => {
    const secret = 'x'.repeat(40)
    expect(
      loadConfig({ DATA_DIR: path.join(dir, 'unused'), TOKEN_SECRET: secret }).tokenSecret,
    ).toBe(secret)
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' } as const
    expect(() => loadConfig(production)).toThrow(/TOKEN_SECRET is required/)
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/at least 32/)
  })
})
