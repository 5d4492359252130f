import { Hono } from 'hono'
import { CompareQuerySchema, type CompareResponse } from '../../domain/compare.ts'
import { requireUser } from '../auth/session-middleware.ts'
import type { ServerEnv } from '../server-env.ts'
import { queryParams } from '../validation.ts'
import { comparedTactics } from './compared-tactics.ts'

/**
 * GET /compare (docs/spec/workspace.md §2; docs/api-shortlists.md "Compare"): any signed-in user,
 * as every signed-in role sees a tactic page whole; a visitor, who sees only a tactic's limited
 * data, gets 401.
 */
export const compareRoutes = new Hono<ServerEnv>().get(
  '/compare',
  requireUser,
  queryParams(CompareQuerySchema),
  async (c) => {
    const answer: CompareResponse = {
      tactics: await comparedTactics(c.var.db, c.req.valid('query').tactic_ids),
    }
    return c.json(answer)
  },
)
