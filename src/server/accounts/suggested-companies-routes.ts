import { Hono } from 'hono'
import { RegistrationDetailsSchema } from '../../domain/auth-schemas.ts'
import type { ServerEnv } from '../server-env.ts'
import { queryParams } from '../validation.ts'
import { suggestCompanies } from './companies.ts'

/** Registration step two: the companies the registrant may belong to. */
export const suggestedCompanyRoutes = new Hono<ServerEnv>().get(
  '/suggested_companies',
  queryParams(RegistrationDetailsSchema.entries.vendor),
  async (c) => c.json(await suggestCompanies(c.var.db, c.req.valid('query')), 200),
)
