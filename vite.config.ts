import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import manifest from './manifest/manifest.json' with { type: 'json' }
import { APP_AREAS, IONIC_LIBRARY } from './scripts/app-areas.ts'
import { areaChunkName } from './scripts/vite-area-chunks.ts'
import { collapseFacades } from './scripts/vite-collapse-facades.ts'
import { deferAppBoot } from './scripts/vite-defer-app-boot.ts'
import { pageStyles } from './scripts/vite-page-styles.ts'
import { precompress } from './scripts/vite-precompress.ts'
import { prerenderLanding } from './scripts/vite-prerender-landing.ts'
import { warmList } from './scripts/vite-warm-list.ts'

/**
 * The admin site's own chunks (docs/api-admin.md) go under assets/admin/, which the service
 * worker does not precache: a buyer's device never downloads them.
 */
const ADMIN_MODULE = /\/src\/app\/(features\/admin\/|routes\/admin[./])/
const ADMIN_ASSETS = 'assets/admin/[name]-[hash]'
const onlyAdmin = (ids: readonly string[]) =>
  ids.length > 0 && ids.every((id) => ADMIN_MODULE.test(id))
/** The editing screens save over the network anyway: a first visit does not warm them. */
const EDITING_MODULE =
  /\/src\/app\/(features\/(company-form|tactic-form)\/|routes\/_authenticated\/company\/(create|\$vendorId\/(edit|tactics\/(new|\$tacticId\/edit))))[./]/
const notWarmed = (moduleId: string) => ADMIN_MODULE.test(moduleId) || EDITING_MODULE.test(moduleId)

/** Neither @ionic/react nor @ionic/core declares sideEffects; without this every component ships. */
const IONIC_JS = /node_modules\/@ionic\/(react|core)\/.*\.js$/

/** The page's entry and the module it loads (index.html, src/app/main.tsx). */
const APP_ENTRY = /\/(index\.html|src\/app\/main\.tsx)$/

/** The client's build; with `--ssr`, the renderer of a visitor's pages (scripts/build.ts). */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tanstackRouter(), react(), ...(isSsrBuild ? [] : clientPlugins())],
  publicDir: isSsrBuild ? false : 'public',
  build: {
    target: 'es2022',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          treeshake: { moduleSideEffects: (id: string) => !IONIC_JS.test(id) },
          output: {
            // What every page loads at start is one chunk beside the entry: as 80 small ones,
            // requesting them took a main-thread task of about 40 ms (170 ms on a slow phone).
            // The entry's own modules stay out, or the entry chunk is left empty and loads nothing.
            codeSplitting: {
              groups: [
                {
                  name: 'start',
                  tags: ['$initial'],
                  test: (id) => !APP_ENTRY.test(id) && !id.endsWith('.css'),
                },
                // Each module's chunk is chosen whole by areaChunkName: a dependency taken along
                // into the first chunk that reached it would put Ionic in a visitor's dialogs.
                {
                  name: areaChunkName(APP_AREAS, IONIC_LIBRARY),
                  test: (id) => !ADMIN_MODULE.test(id),
                  includeDependenciesRecursively: false,
                },
              ],
            },
            chunkFileNames: (chunk) =>
              onlyAdmin(chunk.moduleIds) ? `${ADMIN_ASSETS}.js` : 'assets/[name]-[hash].js',
            assetFileNames: (asset) =>
              asset.originalFileNames.length > 0 &&
              onlyAdmin(asset.originalFileNames.map((f) => `/${f}`))
                ? `${ADMIN_ASSETS}[extname]`
                : 'assets/[name]-[hash][extname]',
          },
        },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3001',
      '/uploads': 'http://127.0.0.1:3001',
      '/dev/mail': 'http://127.0.0.1:3001',
    },
  },
}))

function clientPlugins() {
  return [
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: manifest as never,
      manifestFilename: 'manifest.webmanifest',
      // The plugin adds the manifest and its icons to the precache itself; the glob below takes the
      // icons with the other pictures, and each file is fetched once on a first visit, not twice.
      includeManifestIcons: false,
      injectManifest: {
        // wasm: the booth code reader (ZXing), so scanning works offline at a show.
        globPatterns: ['**/*.{js,css,html,svg,png,wasm}'],
        globIgnores: ['screenshots/**', 'assets/admin/**'],
      },
    }),
    warmList(notWarmed),
    pageStyles(),
    prerenderLanding(),
    deferAppBoot(),
    collapseFacades(),
    precompress(),
  ]
}
