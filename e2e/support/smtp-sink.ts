import { renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/**
 * The browser tests' mail server: accepts every message on 127.0.0.1 and writes it, as sent, to
 * an .eml file in E2E_MAIL_DIR for e2e/support/mailbox.ts to read. Started by playwright.config.ts.
 */
const mailDir = process.env.E2E_MAIL_DIR
const port = Number(process.env.E2E_SMTP_PORT)
if (!mailDir || !port) throw new Error('smtp-sink needs E2E_MAIL_DIR and E2E_SMTP_PORT')

let received = 0
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['AUTH', 'STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const file = path.join(mailDir, `${Date.now()}-${++received}-${session.id}.eml`)
      // Written aside and renamed, so a reader never sees half a message.
      writeFileSync(`${file}.part`, Buffer.concat(chunks))
      renameSync(`${file}.part`, file)
      callback()
    })
  },
})
server.listen(port, '127.0.0.1', () => process.stdout.write(`smtp sink on ${port}\n`))
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
