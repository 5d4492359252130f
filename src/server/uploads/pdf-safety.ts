import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { PdfVerdict } from './pdf-check.ts'

/** How long one check may take, its worker's start included, before the worker is stopped. */
const PDF_CHECK_SECONDS = 15
/**
 * Checks run at once, each in a worker of its own; more wait for one to finish. One core is left
 * to the event loop, so that the server answers while checks run.
 */
export const CHECKERS = Math.max(1, availableParallelism() - 1)
/**
 * Checks that may wait for a checker. Past them an upload is refused as busy, so that a flood of
 * hostile files cannot hold everyone's uploads for minutes.
 */
export const MAX_WAITING = 4 * CHECKERS
/** The worker's JavaScript heap (qpdf's JSON of the document); qpdf's memory is capped inside. */
const RESOURCE_LIMITS = {
  maxOldGenerationSizeMb: 192,
  maxYoungGenerationSizeMb: 32,
  stackSizeMb: 4,
}

// Three folders down, as src/server/db/migrate.ts finds drizzle/, so that the path holds from a
// bundle of the server too. A worker loads no TypeScript by itself: tsx's API loads it there.
const WORKER_FILE = fileURLToPath(
  new URL('../../../src/server/uploads/pdf-check-worker.ts', import.meta.url),
)
const TSX_API = createRequire(import.meta.url).resolve('tsx/cjs/api')
const WORKER_START = `require(${JSON.stringify(TSX_API)}).register(); require(${JSON.stringify(WORKER_FILE)})`

/** Started workers waiting for a check; each is kept for the next until it fails or overruns. */
const idle: Worker[] = []
let running = 0
const queue: (() => void)[] = []

function startWorker(): Worker {
  const worker = new Worker(WORKER_START, { eval: true, resourceLimits: RESOURCE_LIMITS })
  // An idle worker does not keep the server's process alive, and one that fails is dropped.
  worker.unref()
  worker.on('error', () => {
    const at = idle.indexOf(worker)
    if (at >= 0) idle.splice(at, 1)
  })
  return worker
}

/** The worker's verdict, or `heavy` when it overran its time or heap and was stopped. */
function checkIn(worker: Worker, bytes: Uint8Array): Promise<PdfVerdict> {
  return new Promise((resolve, reject) => {
    const finish = (keep: boolean) => {
      clearTimeout(timer)
      worker.off('message', onMessage).off('error', onError).off('exit', onExit)
      if (keep) idle.push(worker)
      else void worker.terminate()
    }
    const timer = setTimeout(() => {
      finish(false)
      resolve({ ok: false, reason: 'heavy' })
    }, PDF_CHECK_SECONDS * 1000)
    const onMessage = (verdict: PdfVerdict) => {
      finish(true)
      resolve(verdict)
    }
    const onError = (error: Error & { code?: string }) => {
      finish(false)
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') resolve({ ok: false, reason: 'heavy' })
      else reject(error)
    }
    const onExit = () => {
      finish(false)
      reject(new Error('The PDF check worker stopped without an answer'))
    }
    worker.on('message', onMessage).on('error', onError).on('exit', onExit)
    worker.postMessage(bytes)
  })
}

/**
 * The PDF as it is kept (rewritten by qpdf) or why it is refused (pdf-check.ts). Checked in a
 * worker thread, off the server's event loop, stopped when over its limits of time and memory.
 * Refused as `busy`, unchecked, when too many checks wait already.
 */
export async function safePdf(
  bytes: Uint8Array,
): Promise<PdfVerdict | { ok: false; reason: 'busy' }> {
  if (running >= CHECKERS && queue.length >= MAX_WAITING) return { ok: false, reason: 'busy' }
  while (running >= CHECKERS) await new Promise<void>((resolve) => queue.push(resolve))
  running++
  try {
    return await checkIn(idle.pop() ?? startWorker(), bytes)
  } finally {
    running--
    queue.shift()?.()
  }
}
