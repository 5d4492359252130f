import react from '@vitejs/plugin-react'
import { createServer, type Plugin } from 'vite'
import { PRERENDER_END, PRERENDER_START } from '../src/domain/prerendered-landing.ts'

const ROOT_ELEMENT = '<div id="root"></div>'
const IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/

/**
 * Renders the landing page into index.html at build time, so the first paint needs no JavaScript;
 * the app then renders the same markup over it.
 */
export function prerenderLanding(): Plugin {
  return {
    name: 'prerender-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const server = await createServer({
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false },
        })
        try {
          const { renderPage } = (await server.ssrLoadModule(
            '/src/app/prerender/render-page.tsx',
          )) as typeof import('../src/app/prerender/render-page.tsx')
          // The sliders load in the browser: the page is drawn as they start to.
          const page = await renderPage('/', () => Promise.reject(new TypeError('Offline')))
          if (!page) throw new Error('The landing page did not render')
          // React's image preloads lead the markup; the client would not expect them in #root.
          const markup = page.markup.replace(IMAGE_PRELOADS, '')
          if (!html.includes(ROOT_ELEMENT)) throw new Error('index.html has no empty #root to fill')
          return html.replace(
            ROOT_ELEMENT,
            `<div id="root">${PRERENDER_START}${markup}${PRERENDER_END}</div>`,
          )
        } finally {
          await server.close()
        }
      },
    },
  }
}
