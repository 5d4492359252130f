import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { build } from 'esbuild'

/**
 * The server entry bundled once into one file (its packages left to node_modules): a restart then
 * loads no TypeScript through tsx, several times faster on a busy machine. Written three folders
 * down, as src/server/db/migrate.ts finds drizzle/ from its own place, and inside the checkout: a
 * worktree's node_modules may be a link to another checkout's, whose migrations it would then run
 * (and whose bundle another run would overwrite). A test file that runs beside another bundling
 * one names a folder of its own.
 */
export async function bundleServer(folder = 'bundle'): Promise<string> {
  const outfile = `data/child-server/${folder}/main.mjs`
  await build({
    entryPoints: ['src/server/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'warning',
  })
  return outfile
}

/** A free TCP port on 127.0.0.1, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

export type ChildServer = {
  process: ChildProcess
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>
  /** The last lines it wrote, for a failure's message. */
  output(): string
}

/**
 * The real server (bundleServer's entry) in a process of its own, with only `env` (and PATH) as
 * its environment; resolves once GET /api/v1/ready answers: migrated and serving.
 */
export async function startChildServer(
  entry: string,
  env: Record<string, string>,
  baseUrl: string,
): Promise<ChildServer> {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n'))
    lines.splice(0, Math.max(0, lines.length - 40))
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let alive = true
  void exited.then(() => {
    alive = false
  })
  const started = Date.now()
  while (alive) {
    const up = await fetch(`${baseUrl}/api/v1/ready`).then(
      (res) => res.ok,
      () => false,
    )
    if (up) return { process: child, exited, output: () => lines.join('\n') }
    if (Date.now() - started > 120_000) child.kill('SIGKILL')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`The server did not start:\n${lines.join('\n')}`)
}
