import type { Area } from './vite-area-chunks.ts'

/** Ionic's components and icons, loaded with the signed-in app's shell (decision 0009). */
export const IONIC_LIBRARY = { name: 'ionic', test: /node_modules\/(@ionic|ionicons|@stencil)\// }

const APP = '/src/app/'
const ROUTE = `${APP}routes/`
const FEATURE = `${APP}features/`
const area = (name: string, paths: string[], visitor = false): Area => ({
  name,
  visitor,
  lazyModules: new RegExp(paths.map((p) => p.replace(/[.$]/g, '\\$&')).join('|')),
})

/** The app's lazily loaded modules by the part of the app a person opens them in. */
export const APP_AREAS: Area[] = [
  area('landing', [`${ROUTE}index.tsx`, `${FEATURE}search/visitor-results`], true),
  area('catalogue', [`${ROUTE}company/$vendorId/`, `${FEATURE}vendors/`], true),
  area(
    'dialogs',
    [
      `${FEATURE}auth/`,
      ...['log-in', 'sign-up', 'reset-password', 'accept-invitation'].map(
        (r) => `${ROUTE}${r}.tsx`,
      ),
    ],
    true,
  ),
  area(
    'notices',
    ['forbidden', 'not-found', 'server-error', 'link-expired', 'privacy-policy'].map(
      (r) => `${ROUTE}${r}.tsx`,
    ),
    true,
  ),
  area('shell', [`${APP}shell/ionic-shell`, `${APP}offline/outbox/`]),
  // The signed-in pages' layout route: the router draws nothing before it has its component, and
  // the start-up spinner must show while the shell is on its way.
  area('signed-in-layout', [`${ROUTE}_authenticated.tsx`]),
  // Toasts show on a visitor's pages too: their Ionic comes alone, without the app's screens.
  area('toasts', [`${APP}ui/ionic-toasts`]),
  area('search', [`${ROUTE}_authenticated/search`, `${FEATURE}saved-searches/`]),
  area('buyer-actions', [
    `${FEATURE}buyer-actions/`,
    `${FEATURE}shortlists/save-`,
    `${FEATURE}events/booth-card`,
  ]),
  area('shortlists', [
    `${ROUTE}_authenticated/shortlists/`,
    `${ROUTE}_authenticated/compare`,
    `${FEATURE}shortlists/`,
    `${FEATURE}quotes/request-quotes-modal`,
  ]),
  area('quotes', [
    `${ROUTE}_authenticated/quotes/`,
    `${ROUTE}_authenticated/company/quotes/`,
    `${FEATURE}quotes/`,
  ]),
  area('events', [`${ROUTE}_authenticated/events/`, `${FEATURE}events/scan-booth-modal`]),
  area('scanner', [`${FEATURE}events/zxing-frame-reader`]),
  area('company', [
    `${ROUTE}_authenticated/company/index`,
    `${ROUTE}_authenticated/company/insights`,
    `${FEATURE}members/`,
  ]),
  area('editing', [
    `${ROUTE}_authenticated/company/create`,
    `${ROUTE}_authenticated/company/$vendorId/`,
    `${FEATURE}company-form/`,
    `${FEATURE}tactic-form/`,
  ]),
  area('account', [`${ROUTE}_authenticated/account`, `${FEATURE}account/`]),
  area('update', ['/node_modules/workbox-window/']),
]
