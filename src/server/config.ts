import type { BlockList } from 'node:net'
import path from 'node:path'
import * as v from 'valibot'
import { addressList } from './address-list.ts'
import { ConfigurationError } from './configuration-error.ts'
import { readOrCreateSecret } from './token-secret.ts'

const port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'PORT must be a number'),
  v.transform(Number),
  v.minValue(1),
  v.maxValue(65535),
)

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: v.optional(port, '3000'),
  /** The address to listen on: this machine only unless set (0.0.0.0 for every interface). */
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty()), '127.0.0.1'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  ),
  /** Connections each app server keeps to DATABASE_URL. */
  DATABASE_POOL_SIZE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d*$/, 'DATABASE_POOL_SIZE must be a positive number'),
      v.transform(Number),
    ),
    '10',
  ),
  /** false behind a pooler in transaction mode that cannot keep prepared statements. */
  DATABASE_PREPARED_STATEMENTS: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'DATABASE_PREPARED_STATEMENTS must be true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    'true',
  ),
  /** Comma-separated addresses or CIDR ranges that may read /metrics. */
  METRICS_ALLOW: v.optional(v.string(), '127.0.0.1,::1'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')),
  ),
  MAIL_FROM: v.optional(v.string(), 'CPG Marketplace <no-reply@marketplace.localhost>'),
  /** Emails the outbox sends a minute at most; more wait for the next minute. */
  MAIL_PER_MINUTE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,5}$/, 'MAIL_PER_MINUTE must be a positive number'),
      v.transform(Number),
    ),
    '120',
  ),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  /** Where buyers' recommendations of missing vendors and tactics go. */
  RECOMMENDATIONS_EMAIL: v.optional(
    v.pipe(v.string(), v.email('RECOMMENDATIONS_EMAIL must be an email address')),
    'recommendations@marketplace.localhost',
  ),
  /** Where the app's support links (an email change, admin access) write to. */
  SUPPORT_EMAIL: v.optional(
    v.pipe(v.string(), v.email('SUPPORT_EMAIL must be an email address')),
    'support@marketplace.localhost',
  ),
  TOKEN_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(32, 'TOKEN_SECRET must be at least 32 characters')),
  ),
  /** How long a session row read by this process answers its client's next requests (ms). */
  SESSION_CACHE_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'SESSION_CACHE_MS must be a number'), v.transform(Number)),
  ),
  /** How long a session lasts from its sign-in, however active (days). */
  SESSION_MAX_AGE_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d*$/, 'SESSION_MAX_AGE_DAYS must be a whole number of days'),
      v.transform(Number),
    ),
    '30',
  ),
  /**
   * The proxies (addresses, CIDR ranges) whose X-Forwarded-For names the client; `true` (as when
   * this was a yes or no) is the ones on this machine.
   */
  TRUST_PROXY: v.optional(v.string(), 'false'),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('S3_ENDPOINT must be a URL'))),
  S3_BUCKET: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_REGION: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.nonEmpty())),
  /** Bucket in the path rather than the host name, as MinIO and s3rver want. */
  S3_FORCE_PATH_STYLE: v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], 'S3_FORCE_PATH_STYLE must be true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    'false',
  ),
})

/** S3-compatible object storage for uploads, shared by every app server (docs/scaling.md). */
export type S3Config = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  forcePathStyle: boolean
}

const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** TRUST_PROXY's list: `true` (or 1) the loopback addresses, `false` (or 0) none. */
function trustedProxies(value: string): string {
  if (value === 'true' || value === '1') return '127.0.0.1,::1'
  if (value === 'false' || value === '0') return ''
  return value
}

/** All five set: object storage; none: the local folder; some: a configuration error. */
function s3Config(e: v.InferOutput<typeof EnvSchema>): S3Config | undefined {
  const missing = S3_VARIABLES.filter((name) => !e[name])
  if (missing.length === S3_VARIABLES.length) return undefined
  if (missing.length > 0) {
    throw new ConfigurationError([`${missing.join(', ')} must be set with the other S3_ variables`])
  }
  return {
    endpoint: e.S3_ENDPOINT as string,
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION as string,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  }
}

export type Config = {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  dataDir: string
  /** The local uploads folder, used when `s3` is undefined. */
  uploadsDir: string
  /** Where mail is written as .eml files when no SMTP_URL is set. */
  mailDir: string
  s3: S3Config | undefined
  databaseUrl: string | undefined
  databasePoolSize: number
  /** The socket peers that may read /metrics. */
  metricsAllow: BlockList
  databasePreparedStatements: boolean
  smtpUrl: string | undefined
  mailFrom: string
  /** The outbox's global send rate (src/server/mail/send-rate.ts). */
  mailPerMinute: number
  publicUrl: string
  /** The operators' address that receives recommendations. */
  recommendationsEmail: string
  /** The address the app's support links write to. */
  supportEmail: string
  /** Keys the HMAC digests of session and emailed tokens. */
  tokenSecret: string
  /** The proxies whose X-Forwarded-For is read (src/server/auth/client-address.ts). */
  trustProxy: BlockList
  /** 0 in tests, which change sessions behind the app's back (src/server/auth/session-cache.ts). */
  sessionCacheMs: number
  /** A session ends this long after its sign-in, however often it is used. */
  sessionMaxAgeMs: number
  /** Where the built client lives; the server serves it when present. */
  clientDir: string
  /** The built renderer of a visitor's vendor and tactic pages (src/server/rendered-page.ts). */
  pageRendererFile: string
}

/** The one reader of the environment: validated once at start, then passed on. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = v.safeParse(EnvSchema, env)
  if (!parsed.success) {
    const problems = parsed.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)
    throw new ConfigurationError(problems)
  }
  const e = parsed.output
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.TOKEN_SECRET) {
    // Every app server on a shared database must digest tokens with the same secret.
    throw new ConfigurationError(['TOKEN_SECRET is required with DATABASE_URL in production'])
  }
  const dataDir = path.resolve(e.DATA_DIR)
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    mailDir: path.join(dataDir, 'mail'),
    s3: s3Config(e),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    metricsAllow: addressList('METRICS_ALLOW', e.METRICS_ALLOW),
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPerMinute: e.MAIL_PER_MINUTE,
    recommendationsEmail: e.RECOMMENDATIONS_EMAIL,
    supportEmail: e.SUPPORT_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    tokenSecret: e.TOKEN_SECRET ?? readOrCreateSecret(dataDir),
    trustProxy: addressList('TRUST_PROXY', trustedProxies(e.TRUST_PROXY)),
    sessionCacheMs: e.SESSION_CACHE_MS ?? (e.NODE_ENV === 'test' ? 0 : 1000),
    sessionMaxAgeMs: e.SESSION_MAX_AGE_DAYS * 24 * 60 * 60_000,
    clientDir: path.resolve('dist'),
    pageRendererFile: path.resolve('dist-ssr/render-page.js'),
  }
}
