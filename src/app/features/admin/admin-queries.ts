import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { AdminVendorClaim } from '#domain/admin-companies.ts'
import type { LookupKind } from '#domain/admin-lookups.ts'
import type { StatisticsPeriod } from '#domain/admin-statistics.ts'
import { type ApiClient, answerOf, queryOf } from '../../api/api-client.ts'
import type { AccountSearchParams } from './account-search-params.ts'
import { type ActivitySearchParams, activityFilterOf } from './activity-search-params.ts'
import type { AuditSearchParams } from './audit-search-params.ts'
import type { EventPageSearchParams } from './event-search-params.ts'
import type { MailSearchParams } from './mail-search-params.ts'
import type { RecommendationSearchParams } from './recommendation-search-params.ts'

/** A claim reads as a join request: one to join a company that has no members yet. */
export type VendorClaim = AdminVendorClaim

/** Admin reads are never persisted for offline use: the admin site needs the network. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => [...adminKeys.all, 'overview'] as const,
  statistics: (days: StatisticsPeriod) => [...adminKeys.all, 'statistics', days] as const,
  vendorClaims: () => [...adminKeys.all, 'vendor_claims'] as const,
  accounts: (search: AccountSearchParams) => [...adminKeys.all, 'accounts', search] as const,
  featured: () => [...adminKeys.all, 'featured'] as const,
  joinRequests: () => [...adminKeys.all, 'join_requests'] as const,
  companies: (query: string) => [...adminKeys.all, 'companies', query] as const,
  lookups: (kind: LookupKind) => [...adminKeys.all, 'lookups', kind] as const,
  recommendations: (search: RecommendationSearchParams) =>
    [...adminKeys.all, 'recommendations', search] as const,
  activity: (search: ActivitySearchParams) => [...adminKeys.all, 'activity', search] as const,
  mail: (search: MailSearchParams) => [...adminKeys.all, 'mail', search] as const,
  audit: (search: AuditSearchParams) => [...adminKeys.all, 'audit', search] as const,
  events: () => [...adminKeys.all, 'events'] as const,
  eventPage: (search: EventPageSearchParams) => [...adminKeys.events(), 'page', search] as const,
  exhibitors: (eventId: number, search: EventPageSearchParams) =>
    [...adminKeys.events(), eventId, 'exhibitors', search] as const,
  featuredCandidates: (kind: FeaturedKind, query: string) =>
    [...adminKeys.featured(), 'candidates', kind, query] as const,
}

/** The two featured lists: tactics (the carousel's) and vendors. */
export type FeaturedKind = 'tactic' | 'vendor'

export function adminOverviewQuery(api: ApiClient) {
  return queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: async ({ signal }) =>
      (await answerOf(api.rpc.admin.overview.$get(undefined, { init: { signal } }))).overview,
  })
}

/** The overview's charts over a period; the period before stays shown while the next loads. */
export function statisticsQuery(api: ApiClient, days: StatisticsPeriod) {
  return queryOptions({
    queryKey: adminKeys.statistics(days),
    queryFn: async ({ signal }) =>
      (
        await answerOf(
          api.rpc.admin.statistics.$get({ query: { days: `${days}` } }, { init: { signal } }),
        )
      ).statistics,
    placeholderData: keepPreviousData,
  })
}

export function vendorClaimsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: adminKeys.vendorClaims(),
    queryFn: async ({ signal }) =>
      (await answerOf(api.rpc.admin.vendor_claims.$get(undefined, { init: { signal } })))
        .vendor_claims,
  })
}

/** A page of the accounts list; the page before stays shown while the next one loads. */
export function accountsQuery(api: ApiClient, search: AccountSearchParams) {
  return queryOptions({
    queryKey: adminKeys.accounts(search),
    queryFn: ({ signal }) =>
      answerOf(api.rpc.admin.accounts.$get({ query: queryOf(search) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  })
}

/** A page of the recommendations inbox; the page before stays shown while the next one loads. */
export function recommendationsQuery(api: ApiClient, search: RecommendationSearchParams) {
  return queryOptions({
    queryKey: adminKeys.recommendations(search),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.admin.recommendations.$get({ query: queryOf(search) }, { init: { signal } }),
      ),
    placeholderData: keepPreviousData,
  })
}

/** A page of the buyers' activity; the page before stays shown while the next one loads. */
export function activityQuery(api: ApiClient, search: ActivitySearchParams) {
  return queryOptions({
    queryKey: adminKeys.activity(search),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.admin.activity.$get(
          { query: queryOf({ ...activityFilterOf(search), page: search.page }) },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
  })
}

/** A page of the mail outbox; the page before stays shown while the next one loads. */
export function mailQuery(api: ApiClient, search: MailSearchParams) {
  return queryOptions({
    queryKey: adminKeys.mail(search),
    queryFn: ({ signal }) =>
      answerOf(api.rpc.admin.outbox.$get({ query: queryOf(search) }, { init: { signal } })),
    placeholderData: keepPreviousData,
    // While sending is held back, the page follows the queue as it drains.
    refetchInterval: (query) => (query.state.data?.held_back ? 15_000 : false),
  })
}

/** A page of the audit log; the page before stays shown while the next one loads. */
export function auditQuery(api: ApiClient, search: AuditSearchParams) {
  return queryOptions({
    queryKey: adminKeys.audit(search),
    queryFn: ({ signal }) =>
      answerOf(api.rpc.admin.audit.$get({ query: queryOf(search) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  })
}

export function featuredQuery(api: ApiClient) {
  return queryOptions({
    queryKey: adminKeys.featured(),
    queryFn: ({ signal }) => answerOf(api.rpc.admin.featured.$get(undefined, { init: { signal } })),
  })
}

/** Tactics or vendors whose name fits what was typed, to feature; none for nothing typed. */
export function featuredCandidatesQuery(api: ApiClient, kind: FeaturedKind, query: string) {
  return queryOptions({
    queryKey: adminKeys.featuredCandidates(kind, query),
    queryFn: async ({ signal }) => {
      const featured = api.rpc.admin.featured
      const options = { init: { signal } }
      return kind === 'tactic'
        ? (await answerOf(featured.tactic_candidates.$get({ query: { query } }, options))).tactics
        : (await answerOf(featured.vendor_candidates.$get({ query: { query } }, options))).vendors
    },
    enabled: query !== '',
    placeholderData: keepPreviousData,
  })
}

/** One kind of lookup, in the app's order, with the counts of what uses each. */
export function lookupsQuery(api: ApiClient, kind: LookupKind) {
  return queryOptions({
    queryKey: adminKeys.lookups(kind),
    queryFn: async ({ signal }) =>
      (
        await answerOf(
          api.rpc.admin.lookups[':kind'].$get({ param: { kind } }, { init: { signal } }),
        )
      ).lookups,
  })
}

/** Requests to join companies with members, which their admins or a super_admin decide. */
export function joinRequestsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: adminKeys.joinRequests(),
    queryFn: async ({ signal }) =>
      (await answerOf(api.rpc.admin.join_requests.$get(undefined, { init: { signal } })))
        .join_requests,
  })
}

/** Companies named like the words typed, for choosing the two of a merge. */
export function companiesQuery(api: ApiClient, query: string) {
  return queryOptions({
    queryKey: adminKeys.companies(query),
    queryFn: async ({ signal }) =>
      (await answerOf(api.rpc.admin.companies.$get({ query: { query } }, { init: { signal } })))
        .companies,
    placeholderData: keepPreviousData,
  })
}

/** A page of the events, the latest first day first; the page before stays shown meanwhile. */
export function adminEventsQuery(api: ApiClient, search: EventPageSearchParams) {
  return queryOptions({
    queryKey: adminKeys.eventPage(search),
    queryFn: ({ signal }) =>
      answerOf(api.rpc.admin.events.$get({ query: queryOf(search) }, { init: { signal } })),
    placeholderData: keepPreviousData,
  })
}

/** An event with a page of its entries, the requests waiting first, each in the floor's order. */
export function eventExhibitorsQuery(
  api: ApiClient,
  eventId: number,
  search: EventPageSearchParams,
) {
  return queryOptions({
    queryKey: adminKeys.exhibitors(eventId, search),
    queryFn: ({ signal }) =>
      answerOf(
        api.rpc.admin.events[':id'].exhibitors.$get(
          { param: { id: String(eventId) }, query: queryOf(search) },
          { init: { signal } },
        ),
      ),
    // Another page of the same event stays shown while it loads; never another event's.
    placeholderData: (previous) => (previous?.event.id === eventId ? previous : undefined),
  })
}
