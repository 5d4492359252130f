import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/** Total bytes of the files the service worker precaches, read from its injected manifest. */
export async function measurePrecache(
  distDir: string,
): Promise<{ entries: number; bytes: number }> {
  const sw = await readFile(path.join(distDir, 'sw.js'), 'utf8')
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] as string)
  const sizes = await Promise.all(urls.map((u) => stat(path.join(distDir, u)).then((s) => s.size)))
  return { entries: urls.length, bytes: sizes.reduce((a, b) => a + b, 0) }
}
