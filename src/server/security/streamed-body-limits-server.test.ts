import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '../db/client.ts'
import { BODY_TOO_LARGE } from '../input-limits.ts'
import {
  bundleServer,
  type ChildServer,
  freePort,
  startChildServer,
} from '../testing/child-server.ts'

const MB = 1024 * 1024
const BOUNDARY = 'streamed-body-limits'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`
/** A route a visitor may send an Idempotency-Key to; it takes a small JSON body. */
const KEYED_VISITOR_ROUTE = '/api/v1/auth/password'

type Answer = { status: number; body: string; sentBytes: number; sentWhole: boolean }

/** A multipart form of one file part of `fileBytes`, made as it is sent: never whole in memory. */
async function* multipartForm(fileBytes: number, sent: { bytes: number }) {
  const chunk = Buffer.alloc(64 * 1024, 'a')
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"; filename="a.bin"\r\n\r\n`
  yield Buffer.from(head)
  for (; sent.bytes < fileBytes; sent.bytes += chunk.length) yield chunk
  yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
}

/** The answer to a request, read whole. */
function answerTo(request: http.ClientRequest) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject)
    request.once('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.once('error', reject)
      res.once('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      )
    })
  })
}

/**
 * POSTs the form chunked (no Content-Length), as fast as the server reads it, on a kept-alive
 * connection of its own (a client that asks for the connection's close may find it reset before
 * it reads an early answer); resolves once the answer is read and the form sent or refused.
 */
async function postStreamed(url: string, fileBytes: number, headers: Record<string, string>) {
  const sent = { bytes: 0 }
  const agent = new http.Agent({ keepAlive: true })
  const request = http.request(url, {
    method: 'POST',
    agent,
    headers: { 'Content-Type': MULTIPART, 'Transfer-Encoding': 'chunked', ...headers },
  })
  const sending = pipeline(Readable.from(multipartForm(fileBytes, sent)), request).then(
    () => true,
    () => false,
  )
  try {
    const [sentWhole, answer] = await Promise.all([sending, answerTo(request)])
    return { ...answer, sentBytes: sent.bytes, sentWhole } satisfies Answer
  } finally {
    agent.destroy()
  }
}

/** Sends only the headers, stating a Content-Length of `statedBytes`, and waits for the answer. */
async function postHeadersOnly(url: string, statedBytes: number, headers: Record<string, string>) {
  const request = http.request(url, {
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': MULTIPART, 'Content-Length': String(statedBytes), ...headers },
  })
  request.flushHeaders()
  try {
    return await answerTo(request)
  } finally {
    request.destroy()
  }
}

/** The resident memory of a process, from /proc (Linux). */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]
  return Number(kilobytes) * 1024
}

/** The highest resident memory of a process while `work` runs, sampled every 10 ms. */
async function peakResidentDuring<T>(pid: number, work: Promise<T>) {
  let peak = await residentBytes(pid)
  let done = false
  const sampling = (async () => {
    while (!done) {
      peak = Math.max(peak, await residentBytes(pid))
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })()
  try {
    return { result: await work, peak }
  } finally {
    done = true
    await sampling
    peak = Math.max(peak, await residentBytes(pid))
  }
}

describe('bodies against the real server', () => {
  let dataDir: string
  let child: ChildServer | undefined
  let baseUrl: string
  let pid: number

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cpg-bodies-'))
    const template = new Blob([await readFile(inject('pgliteTemplate'))])
    const [entry] = await Promise.all([
      bundleServer('streamed-bodies'),
      openDatabase({ dataDir, template }).then((handle) => handle.close()),
    ])
    const port = await freePort()
    baseUrl = `http://127.0.0.1:${port}`
    const env = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
    }
    child = await startChildServer(entry, env, baseUrl)
    pid = child.process.pid ?? 0
  })

  afterAll(async () => {
    child?.process.kill('SIGKILL')
    await child?.exited
    await rm(dataDir, { recursive: true, force: true })
  })

  it('cuts 5 parallel 400 MB multipart bodies with an Idempotency-Key at the limit, memory flat', async () => {
    const url = `${baseUrl}${KEYED_VISITOR_ROUTE}`
    // The route's code loaded and warm before the measure.
    await postStreamed(url, 1024, { 'Idempotency-Key': 'warm-up' })

    const before = await residentBytes(pid)
    const { result: answers, peak } = await peakResidentDuring(
      pid,
      Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          postStreamed(url, 400 * MB, { 'Idempotency-Key': `big-${n}` }),
        ),
      ),
    )
    const grownMb = (peak - before) / MB
    console.info(
      `server RSS ${Math.round(before / MB)} MB before, ${Math.round(peak / MB)} MB at most ` +
        `(+${grownMb.toFixed(1)} MB); sent before the cut: ` +
        answers.map((answer) => `${(answer.sentBytes / MB).toFixed(1)} MB`).join(', '),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(413)
      expect(JSON.parse(answer.body)).toEqual({ errors: [BODY_TOO_LARGE] })
      // The server read no further: the connection closed under the rest of the form.
      expect(answer.sentWhole).toBe(false)
      expect(answer.sentBytes).toBeLessThan(100 * MB)
    }
    expect(grownMb).toBeLessThan(100)
  }, 120_000)

  it('answers a stated Content-Length over the limit at once, before any of the body', async () => {
    const answer = await postHeadersOnly(`${baseUrl}${KEYED_VISITOR_ROUTE}`, 400 * MB, {
      'Idempotency-Key': 'stated',
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body)).toEqual({ errors: [BODY_TOO_LARGE] })
  })
})
