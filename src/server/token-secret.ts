import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Where the embedded default keeps its token secret when TOKEN_SECRET is not set. */
export const tokenSecretFile = (dataDir: string) => path.join(dataDir, 'secret')

export function readSecret(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * The embedded default's token secret: made once and kept under the data dir, so sessions and
 * emailed links survive a restart. Two processes starting together agree through the exclusive write.
 */
export function readOrCreateSecret(dataDir: string): string {
  const file = tokenSecretFile(dataDir)
  const existing = readSecret(file)
  if (existing) return existing
  mkdirSync(dataDir, { recursive: true })
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return readSecret(file) as string
}
