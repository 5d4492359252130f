import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { SavedSearchQuery } from '#domain/saved-searches.ts'
import { users } from './accounts.ts'

/** A search a user saved under a name (docs/spec/workspace.md §4); its owner's deletion removes it. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search as the app's URL holds it, without its page (src/domain/search-url.ts). */
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    /** "Email me new matches": a section of the weekly digest. */
    alerts: boolean('alerts').notNull().default(false),
    /** Matches that appeared after this count as new ("3 new") until the search is opened. */
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user').on(t.userId, t.createdAt.desc(), t.id.desc())],
)
