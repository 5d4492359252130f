// npm start and npm run cluster: the app server (src/server/main.ts, or the entry given as the first
// argument) in a child process, started again whenever it exits unasked (a crash, an out-of-memory
// kill). SIGTERM or SIGINT stops it (it drains) and this process, without a restart.
import { fileURLToPath } from 'node:url'
import { jsonLogger as logger } from '../logger.ts'
import { startRestartingProcess } from './restarting-process.ts'

const entry = process.argv[2] ?? fileURLToPath(new URL('../main.ts', import.meta.url))
// The same loader flags (tsx) for the child as for this process.
// A configuration error ends npm start with the app server's own status, as if unsupervised.
const server = startRestartingProcess([...process.execArgv, entry], logger, 'app server', (code) =>
  process.exit(code),
)

let stopping = false
async function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  logger.info('supervisor stopping', { signal })
  await server.stop('SIGTERM')
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
