import { parentPort } from 'node:worker_threads'
import { checkPdf } from './pdf-check.ts'

/** The most memory qpdf's WebAssembly instance may grow to. */
const MAX_QPDF_MEMORY = 192 * 1024 * 1024
const PAGE = 64 * 1024

// Memory outside the JavaScript heap is beyond the worker's resourceLimits, and the module fixes
// its own maximum at 2 GB: growing past ours fails here, as if the machine had no more. Patched
// in this thread only, which runs nothing but PDF checks.
const grow = WebAssembly.Memory.prototype.grow
WebAssembly.Memory.prototype.grow = function (this: WebAssembly.Memory, delta: number) {
  if (this.buffer.byteLength + delta * PAGE > MAX_QPDF_MEMORY) {
    throw new RangeError('A PDF check asked for more memory than its limit')
  }
  return grow.call(this, delta)
}

parentPort?.on('message', async (bytes: Uint8Array) => {
  parentPort?.postMessage(await checkPdf(bytes))
})
