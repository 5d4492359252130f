import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { routePath } from 'hono/route'
import { secureHeaders } from 'hono/secure-headers'
import { sessionMiddleware } from './auth/session-middleware.ts'
import { compression } from './compression.ts'
import {
  contentSecurityPolicy,
  htmlSecurityPolicy,
  inlineScriptHashes,
} from './content-security-policy.ts'
import { FieldError, fieldErrors, HttpError } from './http-errors.ts'
import { bodySizeLimit, controlCharacterGuard } from './input-limits.ts'
import { errorFields } from './logger.ts'
import { metricsRoutes } from './operations/metrics-routes.ts'
import { readinessRoutes, refuseWhileMigrating } from './operations/readiness.ts'
import { accountRoutes } from './routes/accounts.ts'
import { adminAccountRoutes } from './routes/admin-accounts.ts'
import { adminActivityRoutes } from './routes/admin-activity.ts'
import { adminAuditRoutes } from './routes/admin-audit.ts'
import { adminCompanyRoutes } from './routes/admin-companies.ts'
import { adminFeaturedRoutes } from './routes/admin-featured.ts'
import { adminLookupRoutes } from './routes/admin-lookups.ts'
import { adminOutboxRoutes } from './routes/admin-outbox.ts'
import { adminOverviewRoutes } from './routes/admin-overview.ts'
import { adminRecommendationRoutes } from './routes/admin-recommendations.ts'
import { adminStatisticsRoutes } from './routes/admin-statistics.ts'
import { adminVendorClaimRoutes } from './routes/admin-vendor-claims.ts'
import { buyerActionRoutes } from './routes/buyer-actions.ts'
import { clientErrorRoutes } from './routes/client-errors.ts'
import { devMailRoutes } from './routes/dev-mail.ts'
import { digestNotificationRoutes } from './routes/digest-notifications.ts'
import { featuredSliderRoutes } from './routes/featured-slider.ts'
import { healthRoutes } from './routes/health.ts'
import { invitationAcceptanceRoutes } from './routes/invitations-acceptance.ts'
import { memberRoutes } from './routes/members.ts'
import { passwordRecoveryRoutes } from './routes/password-recovery.ts'
import { passwordRoutes } from './routes/passwords.ts'
import { profilePictureRoutes } from './routes/profile-pictures.ts'
import { registrationRoutes } from './routes/registration.ts'
import { restAuthRegistrationRoutes } from './routes/rest-auth-registration.ts'
import { searchRoutes } from './routes/search.ts'
import { searchFilterRoutes } from './routes/search-filters.ts'
import { searchStatisticRoutes } from './routes/search-statistics.ts'
import { signInRoutes } from './routes/sign-in.ts'
import { signInCodeRoutes } from './routes/sign-in-codes.ts'
import { sliderImageRoutes } from './routes/slider-images.ts'
import { suggestedCompanyRoutes } from './routes/suggested-companies.ts'
import { tacticIllustrationRoutes } from './routes/tactic-illustrations.ts'
import { tacticRoutes } from './routes/tactics.ts'
import { userVerificationRoutes } from './routes/user-verifications.ts'
import { vendorLogoRoutes } from './routes/vendor-logos.ts'
import { vendorRoutes } from './routes/vendors.ts'
import type { ServerDeps, ServerEnv } from './server-env.ts'
import { clientRoutes } from './static-files.ts'
import { uploadRoutes } from './uploads/upload-routes.ts'

/** The path to log; a route whose path carries a token logs its pattern, never the token. */
function loggedPath(c: Context): string {
  const route = routePath(c)
  return route.includes(':token') ? route : c.req.path
}

export function createApi() {
  return new Hono<ServerEnv>()
    .use(sessionMiddleware)
    .route('/', healthRoutes)
    .route('/', readinessRoutes)
    .route('/', sliderImageRoutes)
    .route('/', clientErrorRoutes)
    .route('/', signInRoutes)
    .route('/', signInCodeRoutes)
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
    .route('/', tacticRoutes)
    .route('/', tacticIllustrationRoutes)
    .route('/', searchRoutes)
    .route('/', searchFilterRoutes)
    .route('/', featuredSliderRoutes)
    .route('/', searchStatisticRoutes)
    .route('/', buyerActionRoutes)
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

  app.use('/api/*', bodySizeLimit, controlCharacterGuard)
  app.route('/api/v1', createApi())
  app.route('/', metricsRoutes)
  app.all('/api/*', (c) => c.json({ errors: ['Not found'] }, 404))
  if (deps.config.env === 'development' && !deps.config.smtpUrl) app.route('/', devMailRoutes)
  app.route('/', uploadRoutes)
  app.route('/', clientRoutes(deps.config.clientDir))

  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ errors: [error.message] }, error.status, error.headers)
    }
    if (error instanceof FieldError) return fieldErrors(c, error.errors)
    if (error instanceof HTTPException) return c.json({ errors: [error.message] }, error.status)
    deps.logger.error('unhandled error', {
      method: c.req.method,
      path: loggedPath(c),
      error: errorFields(error),
    })
    return c.json({ errors: ['Something went wrong, please try again'] }, 500)
  })
  return app
}
