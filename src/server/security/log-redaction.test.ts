import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { redactingLogger } from '../logger.ts'
import { apiRequest } from '../testing/api-request.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

const EMAIL = 'leak-check@example.test'
const PASSWORD = 'Leak-Check-123!'

describe('log redaction', () => {
  const lines: string[] = []
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ logger: redactingLogger((_level, line) => lines.push(line)) })
    // Every insert into users now fails inside the database, as a broken disk or constraint would.
    await t.db.execute(sql`create function refuse_user() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`)
    await t.db.execute(
      sql`create trigger refuse_user before insert on users for each row execute function refuse_user()`,
    )
  })
  afterAll(() => t.close())

  it('logs a failed registration insert by class and message, without the email or the hash', async () => {
    const res = await apiRequest(t, 'POST', '/auth', {
      first_name: 'Lea',
      last_name: 'Leak',
      email: EMAIL,
      job_title: 'Tester',
      company_name: 'Leak Check Inc',
      company_website: 'leak-check.example',
      company_type: 'cpg',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      agree_to_service_agreement: 'true',
    })
    expect(res.status).toBe(500)
    expect(await res.json()).toEqual({ errors: ['Something went wrong, please try again'] })
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0].error.class).toMatch(/Error$/)
    expect(JSON.stringify(errors[0])).toContain('forced failure')
    const log = lines.join('\n')
    expect(log).not.toContain(EMAIL)
    expect(log).not.toContain('leak-check')
    expect(log).not.toMatch(/\$argon2/)
    expect(log).not.toContain(PASSWORD)
    expect(log).not.toContain('Lea')
  })

  it('drops secret fields and masks emails, hashes and query strings in any line', () => {
    const kept: string[] = []
    const logger = redactingLogger((_level, line) => kept.push(line))
    logger.warn('mail to someone@example.test failed', {
      token: 'abc',
      password: 'p',
      uid: 'x@y.example',
      nested: { passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', note: 'hi' },
      link: 'https://app.example/reset?reset_password_token=0123456789abcdef0123456789abcdef',
    })
    const entry = JSON.parse(kept[0] as string)
    expect(entry.msg).toBe('mail to [email] failed')
    expect(entry.token).toBe('[redacted]')
    expect(entry.password).toBe('[redacted]')
    expect(entry.uid).toBe('[redacted]')
    expect(entry.nested).toEqual({ passwordHash: '[redacted]', note: 'hi' })
    expect(entry.link).toBe('https://app.example/reset?[redacted]')
  })
})
