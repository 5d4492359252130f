import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bundleServer, freePort } from '../testing/child-server.ts'
import { freshDatabase } from '../testing/fresh-database.ts'

/**
 * `npm start` runs the app server under src/server/supervisor/main.ts: killed with SIGKILL, the app
 * server is started again and answers; a SIGTERM to the supervisor stops both, without a restart.
 */
const STARTED = 'app server started'

type LogLine = { msg?: string; pid?: number; signal?: string | null }

describe('the supervisor of npm start', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let supervisor: ChildProcess | undefined
  let entry = ''
  const lines: LogLine[] = []

  beforeAll(async () => {
    ;[database, entry] = await Promise.all([freshDatabase(), bundleServer()])
  })
  afterAll(async () => {
    if (supervisor?.exitCode === null) supervisor.kill('SIGKILL')
    await database?.drop()
  })

  const logged = (msg: string) => lines.filter((line) => line.msg === msg)
  async function until<T>(what: string, found: () => Promise<T | undefined> | T | undefined) {
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline) {
      const value = await found()
      if (value !== undefined) return value
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`Timed out waiting until ${what}`)
  }
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0)
      return true
    } catch {
      return false
    }
  }

  /** `npm start`'s supervisor on the database, its log lines gathered into `lines`. */
  function startSupervisor(env: Record<string, string>) {
    const started = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/server/supervisor/main.ts', entry],
      {
        env: { PATH: process.env.PATH ?? '', ...database.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    supervisor = started
    // Info lines go to stdout, errors to stderr: each read line by line.
    for (const stream of [started.stdout, started.stderr]) {
      let rest = ''
      stream?.on('data', (chunk: Buffer) => {
        const complete = (rest + chunk.toString('utf8')).split('\n')
        rest = complete.pop() ?? ''
        for (const line of complete) {
          if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine)
        }
      })
    }
    return started
  }

  it('starts the app server again after SIGKILL, and stops it for good on SIGTERM', async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const started = startSupervisor({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
    })
    const ready = () =>
      fetch(`${baseUrl}/api/v1/ready`).then(
        (res) => (res.ok ? true : undefined),
        () => undefined,
      )

    await until('the app server is ready', ready)
    const first = logged(STARTED)[0]?.pid as number
    expect(first).toBeGreaterThan(0)

    process.kill(first, 'SIGKILL')
    const second = await until('a second app server starts', () => logged(STARTED)[1]?.pid)
    expect(second).not.toBe(first)
    await until('the new app server is ready', ready)
    expect(logged('app server exited, restarting')[0]).toMatchObject({
      pid: first,
      signal: 'SIGKILL',
    })

    const exited = new Promise<number | null>((resolve) => started.once('exit', resolve))
    started.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(alive(second)).toBe(false)
    expect(logged(STARTED)).toHaveLength(2)
  }, 300_000)

  it('does not start again an app server its configuration stops, and exits with its status', async () => {
    lines.length = 0
    // A proxy list that names no address: no restart could change that.
    const started = startSupervisor({
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      TRUST_PROXY: 'the-load-balancer',
    })
    const status = await new Promise<number | null>((resolve) => started.once('exit', resolve))
    expect(status).toBe(78)
    expect(logged(STARTED)).toHaveLength(1)
    expect(
      logged('app server cannot start with this configuration: not restarting it'),
    ).toHaveLength(1)
    expect(logged('app server exited, restarting')).toEqual([])
  }, 120_000)
})
