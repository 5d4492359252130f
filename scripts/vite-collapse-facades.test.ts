import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { collapseFacades } from './vite-collapse-facades.ts'

const SOURCES: Record<string, string> = {
  'main.js': `export const load = async () => {
    const [a, b] = await Promise.all([import('./a.js'), import('./b.js')])
    const { C } = await import('./c.js')
    const { D } = await import('./d.js')
    return [a.default(), b.B, b.B2, C, D]
  }`,
  'a.js': `import { util } from './util.js'\nexport default function A() { return 'A' + util }`,
  'b.js': `import { util } from './util.js'\nexport const B = 'B' + util\nexport const B2 = 'B2'`,
  'c.js': `export const C = 'C'`,
  'd.js': `export const D = 'D' + (await import('./c.js')).C`,
  'util.js': `export const util = '+util'`,
}

describe('collapsing the re-exporting files of a code-splitting group', () => {
  let root: string
  let files: string[]
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'collapse-facades-'))
    for (const [name, code] of Object.entries(SOURCES)) writeFileSync(path.join(root, name), code)
    await build({
      root,
      logLevel: 'silent',
      configFile: false,
      plugins: [collapseFacades()],
      build: {
        outDir: 'dist',
        modulePreload: false,
        rolldownOptions: {
          input: path.join(root, 'main.js'),
          preserveEntrySignatures: 'strict',
          output: {
            entryFileNames: '[name].js',
            chunkFileNames: '[name]-[hash].js',
            codeSplitting: { groups: [{ name: 'lazy', test: /\/(a|b|c|util)\.js$/ }] },
          },
        },
      },
    })
    files = readdirSync(path.join(root, 'dist'))
  }, 60_000)
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('keeps the entry, the group chunk, a chunk outside the group and Vite’s preload helper: no file that only re-exports', () => {
    expect(files.sort()).toEqual([
      expect.stringMatching(/^d-[\w-]+\.js$/),
      expect.stringMatching(/^lazy-[\w-]+\.js$/),
      'main.js',
      expect.stringMatching(/^preload-helper-[\w-]+\.js$/),
    ])
    const lazy = files.find((file) => file.startsWith('lazy-'))
    const importsOf = (file: string) =>
      readFileSync(path.join(root, 'dist', file), 'utf8').match(/import\([^)]*\)/g)
    expect(importsOf('main.js')).toEqual([
      ...Array(3).fill(expect.stringMatching(new RegExp(`^import\\((["'\`])\\./${lazy}\\1\\)$`))),
      expect.stringMatching(/^import\((["'`])\.\/d-[\w-]+\.js\1\)$/),
    ])
  })

  it('gives each import() the lazily loaded module’s own names', async () => {
    const { load } = await import(pathToFileURL(path.join(root, 'dist', 'main.js')).href)
    expect(await load()).toEqual(['A+util', 'B+util', 'B2', 'C', 'DC'])
  })
})
