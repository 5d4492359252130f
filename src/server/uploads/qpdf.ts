import { createRequire } from 'node:module'
import createQpdfModule from '@neslinesli93/qpdf-wasm'

/** One qpdf (compiled to WebAssembly) with its own in-memory file system. */
export type Qpdf = {
  /** Runs the qpdf command line; its exit status: 0 done, 2 errors, 3 done with warnings. */
  run(args: string[]): number
  write(path: string, bytes: Uint8Array): void
  read(path: string): Uint8Array
  /** What qpdf printed, both streams, in order. */
  messages: string[]
}

type QpdfModule = {
  callMain(args: string[]): number
  FS: { writeFile(path: string, bytes: Uint8Array): void; readFile(path: string): Uint8Array }
}

/**
 * A fresh qpdf: each instance's memory is freed with it, and one that aborted (out of memory,
 * say) is unusable. Its printing goes to `messages`: the module binds console.log and
 * console.error while it is created, and takes no print option.
 */
export async function openQpdf(): Promise<Qpdf> {
  const messages: string[] = []
  const { log, error } = console
  console.log = console.error = (line: unknown) => messages.push(String(line))
  try {
    const module = (await createQpdfModule({ locateFile: () => wasmFile })) as unknown as QpdfModule
    return {
      run: (args) => module.callMain(args),
      write: (path, bytes) => module.FS.writeFile(path, bytes),
      read: (path) => module.FS.readFile(path),
      messages,
    }
  } finally {
    console.log = log
    console.error = error
  }
}

const wasmFile = createRequire(import.meta.url).resolve('@neslinesli93/qpdf-wasm/dist/qpdf.wasm')
