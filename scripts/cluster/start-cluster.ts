import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createWriteStream, openSync } from 'node:fs'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type S3Server, startS3Server } from '../../src/server/testing/s3-server.ts'
import { readOrCreateSecret } from '../../src/server/token-secret.ts'

const STARTUP_MS = 180_000
const NGINX = '/usr/sbin/nginx'

export type AppServer = {
  url: string
  /** The running app server process (its supervisor starts a new one after a crash). */
  pid(): number
  /** Stops it as an operator would: SIGTERM to its supervisor, it drains and both exit. */
  stop(): Promise<void>
  /** Kills the app server process at once, as a crash would; its supervisor starts it again. */
  kill(): Promise<void>
}

export type Cluster = {
  /** nginx, in front of every app server. */
  url: string
  servers: AppServer[]
  s3: S3Server
  stop(): Promise<void>
}

export type ClusterOptions = {
  databaseUrl: string
  /** nginx listens here; app servers on the next ports, s3rver on the one after them. */
  port: number
  appServers: number
  /** Logs, the token secret, the S3 objects and nginx's files. */
  dir: string
  /** Extra environment for the app servers. */
  env?: Record<string, string>
}

export const nginxInstalled = () => spawnSync(NGINX, ['-v']).status === 0

const answers = (url: string) =>
  fetch(url).then(
    (res) => res.ok,
    () => false,
  )

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + STARTUP_MS
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    if (await answers(url)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} did not answer at ${url}`)
}

function exited(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}

/** Its supervisor's log lines about the app server process: started, exited. */
function watchAppServer(child: ChildProcess, log: string) {
  const out = createWriteStream(log, { flags: 'a' })
  let pid = 0
  const exits = new Map<number, () => void>()
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream?.on('data', (chunk: Buffer) => {
      out.write(chunk)
      const lines = (rest + chunk.toString('utf8')).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) {
        if (!line.startsWith('{"')) continue
        const entry = JSON.parse(line) as { msg?: string; pid?: number }
        if (entry.msg === 'app server started') pid = entry.pid ?? 0
        if (entry.msg === 'app server exited, restarting') exits.get(entry.pid ?? 0)?.()
      }
    })
  }
  return {
    pid: () => pid,
    /** Kills the current app server process; resolves once its supervisor saw it exit. */
    kill: () =>
      new Promise<void>((resolve) => {
        exits.set(pid, resolve)
        process.kill(pid, 'SIGKILL')
      }),
  }
}

async function startAppServer(port: number, env: Record<string, string>, log: string) {
  const url = `http://127.0.0.1:${port}`
  if (await answers(`${url}/api/v1/health`)) throw new Error(`Port ${port} is taken`)
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/supervisor/main.ts'], {
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const appServer = watchAppServer(child, log)
  try {
    await waitFor(`${url}/api/v1/ready`, child, `The app server on port ${port}`)
  } catch (error) {
    await exited(child, 'SIGKILL')
    throw error
  }
  const server: AppServer = {
    url,
    pid: appServer.pid,
    stop: () => exited(child, 'SIGTERM'),
    kill: appServer.kill,
  }
  return server
}

/** deploy/nginx.conf with this machine's ports and folder filled in. */
async function writeNginxConfig(dir: string, port: number, upstreams: number[]): Promise<string> {
  const template = await readFile(path.resolve('deploy/nginx.conf'), 'utf8')
  const servers = upstreams
    .map((p) => `    server 127.0.0.1:${p} max_fails=2 fail_timeout=5s;`)
    .join('\n')
  const file = path.join(dir, 'nginx.conf')
  await writeFile(
    file,
    template
      .replaceAll('__LISTEN__', `127.0.0.1:${port}`)
      .replaceAll('__UPSTREAM_SERVERS__', servers)
      .replaceAll('__PREFIX__', dir),
  )
  return file
}

async function startNginx(dir: string, port: number, upstreams: number[]) {
  const prefix = path.join(dir, 'nginx')
  await mkdir(prefix, { recursive: true })
  // Started as root, nginx's workers run as nobody: they must reach its cache and temp folders.
  await chmod(dir, 0o755)
  const conf = await writeNginxConfig(prefix, port, upstreams)
  const out = openSync(path.join(prefix, 'nginx.out'), 'a')
  const child = spawn(
    NGINX,
    ['-c', conf, '-p', prefix, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', out, out] },
  )
  const url = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${url}/api/v1/health`, child, 'nginx')
  } catch (error) {
    await exited(child, 'SIGKILL')
    throw error
  }
  return { url, stop: () => exited(child, 'SIGQUIT') }
}

/**
 * PostgreSQL-backed app servers sharing one S3-compatible server (s3rver) and one token secret,
 * behind nginx, on this machine (docs/scaling.md). The first server starts alone: it migrates and
 * seeds an empty database; the others then start together.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dir, port, appServers } = options
  await mkdir(dir, { recursive: true })
  const s3Port = port + appServers + 1
  const s3 = await startS3Server({ port: s3Port, directory: path.join(dir, 's3') })
  const servers: AppServer[] = []
  let nginx: { url: string; stop(): Promise<void> } | undefined
  const stop = async () => {
    await nginx?.stop()
    await Promise.all(servers.map((server) => server.stop()))
    await s3.close()
  }
  try {
    const env = {
      DATABASE_URL: options.databaseUrl,
      TOKEN_SECRET: readOrCreateSecret(dir),
      // nginx, on this machine, reaches the app servers from loopback.
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      S3_ENDPOINT: s3.config.endpoint,
      S3_BUCKET: s3.config.bucket,
      S3_REGION: s3.config.region,
      S3_ACCESS_KEY_ID: s3.config.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      ...options.env,
    }
    const ports = Array.from({ length: appServers }, (_, i) => port + 1 + i)
    const start = (p: number, i: number) =>
      startAppServer(
        p,
        { ...env, DATA_DIR: path.join(dir, `server-${i + 1}`) },
        path.join(dir, `server-${i + 1}.log`),
      )
    servers.push(await start(ports[0] as number, 0))
    servers.push(...(await Promise.all(ports.slice(1).map((p, i) => start(p, i + 1)))))
    nginx = await startNginx(dir, port, ports)
    return { url: nginx.url, servers, s3, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
