// npm run cluster: PostgreSQL-backed app servers (each under its supervisor, which restarts it after
// a crash), s3rver and nginx on this machine, for trials and tests (docs/scaling.md). DATABASE_URL names the database; --servers N (2), --port P (8080, the
// app servers and s3rver on the next ports), --dir D (./data/cluster). Ctrl-C stops everything.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { nginxInstalled, startCluster } from './cluster/start-cluster.ts'

const { values: args } = parseArgs({
  options: {
    servers: { type: 'string', default: '2' },
    port: { type: 'string', default: '8080' },
    dir: { type: 'string', default: 'data/cluster' },
  },
})

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl?.startsWith('postgres')) {
  process.stderr.write('npm run cluster needs DATABASE_URL=postgres://… (every server shares it)\n')
  process.exit(1)
}
if (!nginxInstalled()) {
  process.stderr.write('npm run cluster needs nginx: apt-get install -y nginx\n')
  process.exit(1)
}
const appServers = Number(args.servers)
const port = Number(args.port)
const dir = path.resolve(args.dir)
const cluster = await startCluster({ databaseUrl, port, appServers, dir })
process.stdout.write(
  [
    `nginx        ${cluster.url}`,
    ...cluster.servers.map(
      (s, i) => `app server ${i + 1} ${s.url}   log ${dir}/server-${i + 1}.log`,
    ),
    `s3rver       ${cluster.s3.config.endpoint} (bucket ${cluster.s3.config.bucket}, objects in ${dir}/s3)`,
    'Ctrl-C stops them.',
    '',
  ].join('\n'),
)
const shutdown = async () => {
  await cluster.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())
