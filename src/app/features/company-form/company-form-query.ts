import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { type Api, type ApiClient, answerOf } from '../../api/api-client.ts'
import { type TreeNode, treeOf } from '../../ui/forms/tree-selection.ts'
import { companyFormKeys } from './company-form-keys.ts'

type LookupsAnswer = InferResponseType<Api['vendors']['new']['$get'], 200>['data']
export type CompanyLookups = Omit<LookupsAnswer, 'service_coverage'> & {
  service_coverage: TreeNode[]
}

const withCoverageTree = <T extends LookupsAnswer>(lookups: T) => ({
  ...lookups,
  service_coverage: treeOf(lookups.service_coverage),
})
type EditAnswer = InferResponseType<Api['vendors'][':id']['edit']['$get'], 200>['data']
export type EditedCompany = EditAnswer['vendor']

/** What the form opens with: the lookups, and the company when it edits one. */
export type CompanyFormData = { lookups: CompanyLookups; company: EditedCompany | null }

/** GET /vendors/new: the lookups of a new company (docs/spec/marketplace.md §7). */
async function getNewCompany(api: ApiClient, signal: AbortSignal): Promise<CompanyFormData> {
  const { data } = await answerOf(api.rpc.vendors.new.$get(undefined, { init: { signal } }))
  return { lookups: withCoverageTree(data), company: null }
}

/** GET /vendors/{id}/edit: the saved company and the lookups ticked. */
async function getEditedCompany(
  api: ApiClient,
  vendorId: number,
  signal: AbortSignal,
): Promise<CompanyFormData> {
  const { data } = await answerOf(
    api.rpc.vendors[':id'].edit.$get({ param: { id: String(vendorId) } }, { init: { signal } }),
  )
  const { vendor, ...lookups } = withCoverageTree(data)
  return { lookups, company: vendor }
}

/** The create form's data, or the edit form's when a vendor id is given. */
export function companyFormQuery(api: ApiClient, vendorId?: number) {
  const queryKey: readonly unknown[] =
    vendorId === undefined ? companyFormKeys.create() : companyFormKeys.edit(vendorId)
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      vendorId === undefined ? getNewCompany(api, signal) : getEditedCompany(api, vendorId, signal),
  })
}
