import { type ChildProcess, spawn } from 'node:child_process'
import { CONFIGURATION_ERROR_EXIT } from '../configuration-error.ts'
import type { Logger } from '../logger.ts'

/** The first restart waits this long; each quick crash after it doubles the wait, up to the cap. */
export const FIRST_RESTART_MS = 500
export const MAX_RESTART_MS = 30_000
/** A process that ran this long before it exited was healthy: the next wait starts over. */
const HEALTHY_RUN_MS = 60_000

export type RestartingProcess = {
  /** The running process's id (undefined between a crash and its restart). */
  pid(): number | undefined
  /** Asks the process to stop with `signal` and never restarts it; resolves once it exited. */
  stop(signal: NodeJS.Signals): Promise<void>
}

/**
 * Runs `node <args>` and starts it again whenever it exits without being asked to stop, after a
 * back-off (0.5 s, 1 s, 2 s … 30 s; a run of a minute or more starts the back-off over), logging
 * each exit; one that exits for its configuration (CONFIGURATION_ERROR_EXIT) is not started again
 * and `onGivenUp` runs. The child gets an IPC channel: when this process dies, the channel closes and the child
 * stops (src/server/main.ts), so no app server outlives its supervisor.
 */
export function startRestartingProcess(
  args: string[],
  logger: Logger,
  what = 'app server',
  onGivenUp: (code: number) => void = () => {},
): RestartingProcess {
  let child: ChildProcess | undefined
  let stopping = false
  let restartTimer: NodeJS.Timeout | undefined
  let quickCrashes = 0
  let exited = Promise.resolve()

  const start = () => {
    const startedAt = Date.now()
    const current = spawn(process.execPath, args, {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    child = current
    logger.info(`${what} started`, { pid: current.pid })
    exited = new Promise((resolve) =>
      current.once('exit', (code, signal) => {
        child = undefined
        resolve()
        if (stopping) return
        if (code === CONFIGURATION_ERROR_EXIT) {
          logger.error(`${what} cannot start with this configuration: not restarting it`, {
            pid: current.pid,
            code,
          })
          onGivenUp(code)
          return
        }
        quickCrashes = Date.now() - startedAt >= HEALTHY_RUN_MS ? 0 : quickCrashes + 1
        const delay = Math.min(
          MAX_RESTART_MS,
          FIRST_RESTART_MS * 2 ** Math.max(0, quickCrashes - 1),
        )
        logger.error(`${what} exited, restarting`, {
          pid: current.pid,
          code,
          signal,
          restartInMs: delay,
        })
        restartTimer = setTimeout(start, delay)
      }),
    )
  }
  start()

  return {
    pid: () => child?.pid,
    async stop(signal) {
      stopping = true
      clearTimeout(restartTimer)
      child?.kill(signal)
      await exited
    },
  }
}
