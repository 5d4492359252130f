import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { secureHeaders } from 'hono/secure-headers'
import { accountRoutes } from './accounts/accounts-routes.ts'
import { digestNotificationRoutes } from './accounts/digest-notifications-routes.ts'
import { passwordRoutes } from './accounts/passwords-routes.ts'
import { profilePictureRoutes } from './accounts/profile-pictures-routes.ts'
import { suggestedCompanyRoutes } from './accounts/suggested-companies-routes.ts'
import { adminAccountRoutes } from './admin/admin-accounts-routes.ts'
import { adminActivityRoutes } from './admin/admin-activity-routes.ts'
import { adminAuditRoutes } from './admin/admin-audit-routes.ts'
import { adminCompanyRoutes } from './admin/admin-companies-routes.ts'
import { adminEventRoutes } from './admin/admin-events-routes.ts'
import { adminFeaturedRoutes } from './admin/admin-featured-routes.ts'
import { adminLookupRoutes } from './admin/admin-lookups-routes.ts'
import { adminOutboxRoutes } from './admin/admin-outbox-routes.ts'
import { adminOverviewRoutes } from './admin/admin-overview-routes.ts'
import { adminRecommendationRoutes } from './admin/admin-recommendations-routes.ts'
import { adminStatisticsRoutes } from './admin/admin-statistics-routes.ts'
import { adminVendorClaimRoutes } from './admin/admin-vendor-claims-routes.ts'
import { invitationAcceptanceRoutes } from './auth/invitations-acceptance-routes.ts'
import { passwordRecoveryRoutes } from './auth/password-recovery-routes.ts'
import { registrationRoutes } from './auth/registration-routes.ts'
import { restAuthRegistrationRoutes } from './auth/rest-auth-registration-routes.ts'
import { sessionMiddleware } from './auth/session-middleware.ts'
import { signInCodeRoutes } from './auth/sign-in-codes-routes.ts'
import { signInRoutes } from './auth/sign-in-routes.ts'
import { twoFactorGate } from './auth/two-factor-gate.ts'
import { twoFactorRoutes } from './auth/two-factor-routes.ts'
import { userVerificationRoutes } from './auth/user-verifications-routes.ts'
import { streamedBodyLimit } from './body-limits.ts'
import { buyerActionRoutes } from './buyer-actions/buyer-actions-routes.ts'
import { compareRoutes } from './compare/compare-routes.ts'
import { compression } from './compression.ts'
import {
  contentSecurityPolicy,
  htmlSecurityPolicy,
  inlineScriptHashes,
} from './content-security-policy.ts'
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from './db/database-unavailable.ts'
import { eventRoutes } from './events/events-routes.ts'
import { FieldError, fieldErrors, HttpError } from './http-errors.ts'
import { controlCharacterGuard } from './input-limits.ts'
import { insightRoutes } from './insights/insights-routes.ts'
import { errorFields } from './logger.ts'
import { memberRoutes } from './members/members-routes.ts'
import { clientErrorRoutes } from './operations/client-errors-routes.ts'
import { devMailRoutes } from './operations/dev-mail-routes.ts'
import { healthRoutes } from './operations/health-routes.ts'
import { metricsRoutes } from './operations/metrics-routes.ts'
import { readinessRoutes, refuseWhileMigrating } from './operations/readiness.ts'
import { quoteRoutes } from './quotes/quotes-routes.ts'
import { vendorQuoteRoutes } from './quotes/vendor-quotes-routes.ts'
import { pageRenderer } from './rendered-page.ts'
import { savedSearchRoutes } from './saved-searches/saved-searches-routes.ts'
import { featuredSliderRoutes } from './search/featured-slider-routes.ts'
import { searchFilterRoutes } from './search/search-filters-routes.ts'
import { searchRoutes } from './search/search-routes.ts'
import { searchStatisticRoutes } from './search/search-statistics-routes.ts'
import type { ServerDeps, ServerEnv } from './server-env.ts'
import { shortlistPhotoRoutes } from './shortlists/shortlist-photos-routes.ts'
import { shortlistRoutes } from './shortlists/shortlists-routes.ts'
import { clientRoutes } from './static-files.ts'
import { supportRoutes } from './support/support-routes.ts'
import { tacticIllustrationRoutes } from './tactics/tactic-illustrations-routes.ts'
import { tacticRoutes } from './tactics/tactics-routes.ts'
import { uploadRoutes } from './uploads/upload-routes.ts'
import { sliderImageRoutes } from './vendors/slider-images-routes.ts'
import { vendorLogoRoutes } from './vendors/vendor-logos-routes.ts'
import { vendorRoutes } from './vendors/vendors-routes.ts'

/** The path to log; a route whose path carries a token logs its pattern, never the token. */
function loggedPath(c: Context): string {
  const route = routePath(c)
  return route.includes(':token') ? route : c.req.path
}

export function createApi() {
  return new Hono<ServerEnv>()
    .use(sessionMiddleware)
    .use(twoFactorGate)
    .route('/', healthRoutes)
    .route('/', readinessRoutes)
    .route('/', sliderImageRoutes)
    .route('/', supportRoutes)
    .route('/', clientErrorRoutes)
    .route('/', signInRoutes)
    .route('/', signInCodeRoutes)
    .route('/', twoFactorRoutes)
    .route('/', userVerificationRoutes)
    .route('/', suggestedCompanyRoutes)
    .route('/', registrationRoutes)
    .route('/', restAuthRegistrationRoutes)
    .route('/', passwordRecoveryRoutes)
    .route('/', invitationAcceptanceRoutes)
    .route('/', accountRoutes)
    .route('/', profilePictureRoutes)
    .route('/', passwordRoutes)
    .route('/', digestNotificationRoutes)
    .route('/', vendorRoutes)
    .route('/', vendorLogoRoutes)
    .route('/', memberRoutes)
    .route('/', adminOverviewRoutes)
    .route('/', adminVendorClaimRoutes)
    .route('/', adminAccountRoutes)
    .route('/', adminFeaturedRoutes)
    .route('/', adminLookupRoutes)
    .route('/', adminCompanyRoutes)
    .route('/', adminRecommendationRoutes)
    .route('/', adminActivityRoutes)
    .route('/', adminOutboxRoutes)
    .route('/', adminAuditRoutes)
    .route('/', adminStatisticsRoutes)
    .route('/', adminEventRoutes)
    .route('/', tacticRoutes)
    .route('/', tacticIllustrationRoutes)
    .route('/', searchRoutes)
    .route('/', searchFilterRoutes)
    .route('/', featuredSliderRoutes)
    .route('/', searchStatisticRoutes)
    .route('/', buyerActionRoutes)
    .route('/', shortlistRoutes)
    .route('/', shortlistPhotoRoutes)
    .route('/', savedSearchRoutes)
    .route('/', compareRoutes)
    .route('/', quoteRoutes)
    .route('/', vendorQuoteRoutes)
    .route('/', insightRoutes)
    .route('/', eventRoutes)
}

export type ApiType = ReturnType<typeof createApi>

/** The hashes of the built page's inline scripts; none before the client is built. */
function builtPageScriptHashes(clientDir: string): string[] {
  const indexFile = path.join(clientDir, 'index.html')
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : []
}

export function createWebServer(deps: ServerDeps) {
  const app = new Hono<ServerEnv>()

  app.use('*', async (c, next) => {
    const started = performance.now()
    c.set('db', deps.db)
    c.set('config', deps.config)
    c.set('logger', deps.logger)
    c.set('background', deps.background)
    c.set('storage', deps.storage)
    c.set('metrics', deps.metrics)
    c.set('readiness', deps.readiness)
    await next()
    // Draining: each kept-alive connection closes after its answer, so the server can exit.
    if (deps.readiness.state === 'draining') c.res.headers.set('Connection', 'close')
    deps.logger.info('request', {
      method: c.req.method,
      path: loggedPath(c),
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    })
  })
  app.use('*', compression())
  app.use('*', deps.metrics.requests)
  app.route('/', refuseWhileMigrating)
  app.use(
    '*',
    secureHeaders({
      crossOriginResourcePolicy: 'same-site',
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
    }),
    htmlSecurityPolicy(contentSecurityPolicy(builtPageScriptHashes(deps.config.clientDir))),
  )
  app.use('/api/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  })

  app.use('*', streamedBodyLimit)
  app.use('/api/*', controlCharacterGuard)
  app.route('/api/v1', createApi())
  app.route('/', metricsRoutes)
  app.all('/api/*', (c) => c.json({ errors: ['Not found'] }, 404))
  if (deps.config.env === 'development' && !deps.config.smtpUrl) app.route('/', devMailRoutes)
  app.route('/', uploadRoutes)
  const renderer = pageRenderer(deps.config.clientDir, deps.config.pageRendererFile)
  app.route(
    '/',
    clientRoutes(deps.config.clientDir, renderer, (request, env) => app.fetch(request, env)),
  )

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ errors: [error.message] }, error.status, error.headers)
    }
    if (error instanceof FieldError) return fieldErrors(c, error.errors)
    if (error instanceof HTTPException) return c.json({ errors: [error.message] }, error.status)
    if (isDatabaseUnavailable(error)) {
      deps.logger.warn('database unavailable', {
        method: c.req.method,
        path: loggedPath(c),
        error: errorFields(error),
      })
      return c.json({ errors: [DATABASE_UNAVAILABLE] }, 503, { 'Retry-After': '1' })
    }
    deps.logger.error('unhandled error', {
      method: c.req.method,
      path: loggedPath(c),
      error: errorFields(error),
    })
    return c.json({ errors: ['Something went wrong, please try again'] }, 500)
  })
  return app
}
