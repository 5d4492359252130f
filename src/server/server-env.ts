import type { AuthVariables } from './auth/session-types.ts'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import type { BackgroundWork } from './jobs/background-work.ts'
import type { Logger } from './logger.ts'
import type { Metrics } from './operations/metrics.ts'
import type { Readiness } from './operations/readiness.ts'
import type { UploadStorage } from './uploads/upload-storage.ts'

/** What every handler can reach through `c.var`. */
export type ServerDeps = {
  db: Database
  config: Config
  logger: Logger
  storage: UploadStorage
  background: BackgroundWork
  metrics: Metrics
  readiness: Readiness
}

export type ServerEnv = { Variables: ServerDeps & AuthVariables }
