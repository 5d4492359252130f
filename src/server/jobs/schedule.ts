import { errorFields, type Logger } from '../logger.ts'

export type ScheduledJob = { stop(): Promise<void> }

/** Runs a task every interval, never two runs at once; a failed run is logged and the next comes. */
export function every(
  intervalMs: number,
  name: string,
  task: () => Promise<unknown>,
  logger: Logger,
): ScheduledJob {
  let running: Promise<unknown> | undefined
  const run = () => {
    running ??= task()
      .catch((error) =>
        logger.error('scheduled job failed', { job: name, error: errorFields(error) }),
      )
      .finally(() => {
        running = undefined
      })
  }
  const timer = setInterval(run, intervalMs)
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
