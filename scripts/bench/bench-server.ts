import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export type BenchServer = { url: string; stop(): Promise<void> }

/** The production server on a fresh embedded database, as a newcomer's `npm start` runs it. */
export async function startBenchServer(
  port: number,
  env: Record<string, string> = {},
  /** The checkout to run, for figures of another build; this one by default. */
  cwd = '.',
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cpg-bench-'))
  const child: ChildProcess = spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
    cwd,
    // Its own process group: stopping it stops the server under npx and tsx too.
    detached: true,
  })
  const kill = (signal: NodeJS.Signals) => {
    if (child.pid) process.kill(-child.pid, signal)
  }
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 600_000
  while (Date.now() < deadline) {
    // A checkout from before the readiness endpoint (a `--before` baseline) is up once it serves.
    const ok = await fetch(`${url}/api/v1/ready`).then(
      async (r) => r.ok || (r.status === 404 && (await fetch(`${url}/`)).ok),
      () => false,
    )
    if (ok) {
      return {
        url,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve())
            kill('SIGTERM')
          }),
      }
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  kill('SIGKILL')
  throw new Error('the bench server did not become healthy within 600 s')
}
