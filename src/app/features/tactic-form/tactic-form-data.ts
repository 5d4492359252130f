import type { InferResponseType } from 'hono/client'
import type { Api } from '../../api/api-client.ts'

type TacticCalls = Api['vendors'][':id']['tactics']

/** GET /vendors/{id}/tactics/new: tactic types, filter groups and whether featured shows. */
export type NewTacticData = InferResponseType<TacticCalls['new']['$get'], 200>['data']
/** One filter group as GET .../tactics/new and .../edit send it (docs/api-marketplace.md). */
export type FormFilterGroup = NewTacticData['filters'][number]
export type FormFilterOption = FormFilterGroup['filter_types'][number]
export type TacticTypeOption = NewTacticData['tactic_types'][number]

/** GET /vendors/{id}/tactics/{tid}/edit: the same, with the tactic's values and illustrations. */
export type EditTacticData = InferResponseType<
  TacticCalls[':tacticId']['edit']['$get'],
  200
>['data']
export type EditedTactic = EditTacticData['tactic']
export type TacticIllustration = EditedTactic['illustrations'][number]
