import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/** The name of the built client's entry script in a directory made by writeBuiltClient. */
export const ENTRY_SCRIPT = '/assets/index-Abc123.js'
export const ENTRY_SOURCE = `export const words = ${JSON.stringify('lorem ipsum '.repeat(400))}\n`

/**
 * A built client as `npm run build` leaves it: a page with the pre-rendered landing between its
 * markers, a hashed script with its precompressed siblings and a small file without any.
 */
export function writeBuiltClient(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cpg-client-'))
  mkdirSync(path.join(dir, 'assets'))
  const landing = `<main><h1>Find the perfect tactic</h1><p>${'A landing page. '.repeat(100)}</p></main>`
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>CPG Marketplace — find the perfect tactic or vendor to activate your brand</title>
    <meta name="description" content="Marketers discover vendors." />
    <style>${'.landing{color:#1f4e8c}\n'.repeat(60)}</style>
  </head>
  <body>
    <div id="root"><!--prerender-->${landing}<!--/prerender--></div>
  </body>
</html>
`,
  )
  const entry = path.join(dir, ENTRY_SCRIPT)
  writeFileSync(entry, ENTRY_SOURCE)
  writeFileSync(`${entry}.br`, brotliCompressSync(ENTRY_SOURCE))
  writeFileSync(`${entry}.gz`, gzipSync(ENTRY_SOURCE))
  writeFileSync(path.join(dir, 'assets', 'tiny-Def456.js'), 'export {}\n')
  return dir
}
