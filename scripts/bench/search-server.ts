import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BenchServer } from './bench-server.ts'

const STARTUP_MS = 180_000

const healthy = (url: string) =>
  fetch(`${url}/api/v1/ready`).then(
    (res) => res.ok,
    () => false,
  )

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * The production server as one child process, so stopping it stops the server (under npx the
 * server outlives its parent). Refuses a port that already answers: that would be another server.
 */
export async function startSearchServer(
  port: number,
  env: Record<string, string>,
): Promise<BenchServer> {
  const url = `http://127.0.0.1:${port}`
  if (await healthy(url)) throw new Error(`Port ${port} is taken by another server`)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cpg-search-bench-')),
      ...env,
    },
    stdio: 'ignore',
  })
  const deadline = Date.now() + STARTUP_MS
  while (Date.now() < deadline && child.exitCode === null) {
    if (await healthy(url)) return { url, stop: () => stop(child) }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop(child)
  throw new Error(`The search bench server did not answer on port ${port}`)
}
