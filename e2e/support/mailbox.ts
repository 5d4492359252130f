import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { parseRawMail } from '../../src/server/testing/raw-mail.ts'

/** The operators' address of src/server/config.ts, as the e2e server runs without setting it. */
export const RECOMMENDATIONS_EMAIL = 'recommendations@marketplace.localhost'

export type Mail = { to: string; subject: string; text: string; links: string[] }

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the tests through playwright.config.ts')
  return dir
}

function readMail(file: string): Mail {
  const { to, subject, text } = parseRawMail(readFileSync(file, 'utf8'))
  return { to, subject, text, links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [] }
}

/** Every message sent to this address so far, oldest first. */
export function mailsTo(address: string): Mail[] {
  const dir = mailDir()
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((name) => readMail(path.join(dir, name)))
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()))
}

/** Waits for the `count`th message to the address (the outbox worker polls) and returns it. */
export async function waitForMail(address: string, count = 1): Promise<Mail> {
  await expect
    .poll(() => mailsTo(address).length, {
      message: `email number ${count} to ${address}`,
      timeout: 20_000,
    })
    .toBeGreaterThanOrEqual(count)
  return mailsTo(address)[count - 1] as Mail
}

/** The one link of a message that goes to this path. */
export function linkTo(mail: Mail, pathPart: string): string {
  const link = mail.links.find((url) => new URL(url).pathname.includes(pathPart))
  if (!link) throw new Error(`No ${pathPart} link in "${mail.subject}": ${mail.links.join(', ')}`)
  return link
}
