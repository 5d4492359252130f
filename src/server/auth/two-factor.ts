import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'
import { PRODUCT_NAME } from '../../domain/brand.ts'
import { RECOVERY_CODE_COUNT, type TwoFactorSetup } from '../../domain/two-factor.ts'
import type { Database } from '../db/client.ts'
import { recoveryCodes, users } from '../db/schema/index.ts'
import { digestToken } from './token-digest.ts'

const PERIOD_SECONDS = 30
/** A code of the step before or after the current one is taken too: clocks drift, typing takes time. */
const STEP_WINDOW = 1
const SIX_DIGITS = /^\d{6}$/
const CIPHER = 'aes-256-gcm'
const CIPHER_VERSION = 'v1'

/** The key that encrypts authenticator secrets at rest, derived from the token secret. */
const encryptionKey = (tokenSecret: string) =>
  createHmac('sha256', tokenSecret).update('two-factor secret encryption').digest()

export function encryptSecret(tokenSecret: string, base32: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv(CIPHER, encryptionKey(tokenSecret), iv)
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()])
  const packed = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
  return `${CIPHER_VERSION}.${packed}`
}

export function decryptSecret(tokenSecret: string, stored: string): string {
  const packed = Buffer.from(stored.slice(CIPHER_VERSION.length + 1), 'base64url')
  const decipher = createDecipheriv(CIPHER, encryptionKey(tokenSecret), packed.subarray(0, 12))
  decipher.setAuthTag(packed.subarray(12, 28))
  return Buffer.concat([decipher.update(packed.subarray(28)), decipher.final()]).toString('utf8')
}

const totpOf = (base32: string, label = '') =>
  new OTPAuth.TOTP({
    issuer: PRODUCT_NAME,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(base32),
  })

/** A new authenticator secret (160 bits, as RFC 4226 recommends), in base32. */
export const newAuthenticatorSecret = () => new OTPAuth.Secret({ size: 20 }).base32

/** What the set-up screen shows for a secret: the key, its otpauth:// link and that as a QR code. */
export async function setupOf(base32: string, email: string): Promise<TwoFactorSetup> {
  const uri = totpOf(base32, email).toString()
  const qr_svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret: base32, otpauth_uri: uri, qr_svg }
}

/** The 30-second step whose code this is, within one step either side of `now`; else null. */
export function stepOfCode(base32: string, code: string, now: Date): number | null {
  if (!SIX_DIGITS.test(code)) return null
  const totp = totpOf(base32)
  const timestamp = now.getTime()
  const delta = totp.validate({ token: code, timestamp, window: STEP_WINDOW })
  return delta === null ? null : totp.counter({ timestamp }) + delta
}

/** Takes the step as used if no later or equal one was: of two uses of one code, one wins. */
async function spendStep(db: Database, userId: number, step: number): Promise<boolean> {
  const spent = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id })
  return spent.length > 0
}

/** Recovery codes as typed: case, spaces and hyphens do not matter. */
const normalizedRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** Ten characters (about 49 bits) shown as two groups of five. */
function newRecoveryCode(): string {
  const bytes = randomBytes(10)
  const chars = Array.from(bytes, (byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** Replaces the user's recovery codes with new ones; answers them, to be shown once. */
export async function replaceRecoveryCodes(
  db: Database,
  tokenSecret: string,
  userId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
  await db.insert(recoveryCodes).values(
    codes.map((code) => ({
      userId,
      codeDigest: digestToken(tokenSecret, normalizedRecoveryCode(code)),
    })),
  )
  return codes
}

async function spendRecoveryCode(
  db: Database,
  tokenSecret: string,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const normalized = normalizedRecoveryCode(code)
  if (normalized.length !== 10) return false
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeDigest, digestToken(tokenSecret, normalized)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id })
  return spent.length > 0
}

type TwoFactorUser = { id: number; totpSecret: string | null }

/**
 * Whether the code proves the second factor: the authenticator's code of a step not used before,
 * or an unused recovery code, which is then spent.
 */
export async function secondFactorMatches(
  db: Database,
  tokenSecret: string,
  user: TwoFactorUser,
  code: string,
  now: Date,
): Promise<boolean> {
  if (!user.totpSecret) return false
  const typed = code.replace(/\s/g, '')
  if (SIX_DIGITS.test(typed)) {
    const step = stepOfCode(decryptSecret(tokenSecret, user.totpSecret), typed, now)
    return step !== null && (await spendStep(db, user.id, step))
  }
  return spendRecoveryCode(db, tokenSecret, user.id, typed, now)
}
