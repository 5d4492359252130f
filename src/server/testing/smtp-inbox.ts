import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { type ParsedMail, parseRawMail } from './raw-mail.ts'

export type ReceivedMail = ParsedMail & { envelopeTo: string[]; raw: string }

export type SmtpInbox = {
  /** Where nodemailer delivers: smtp://127.0.0.1:PORT. */
  smtpUrl: string
  messages(): ReceivedMail[]
  /** The first message, received already or within the timeout, that the predicate accepts. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  stop(): Promise<void>
}

/** A real SMTP server on 127.0.0.1 and a random port that keeps what it receives. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP: nodemailer would otherwise upgrade to TLS and refuse the self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address)
        received.push({ ...parseRawMail(raw), envelopeTo, raw })
        for (const wake of waiters) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages: () => [...received],
    waitFor(predicate, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(predicate)
          if (!found) return
          cleanUp()
          resolve(found)
        }
        const timer = setTimeout(() => {
          cleanUp()
          reject(
            new Error(`No matching email within ${timeoutMs} ms (${received.length} received)`),
          )
        }, timeoutMs)
        const cleanUp = () => {
          clearTimeout(timer)
          waiters.delete(check)
        }
        waiters.add(check)
        check()
      })
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
