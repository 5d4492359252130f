import type { filterGroupsJson } from '../../../server/tactics/filter-groups.ts'
import type { tacticFormValues } from '../../../server/tactics/tactic-json.ts'

/** One filter group as GET .../tactics/new and .../edit send it (docs/api-marketplace.md). */
export type FormFilterGroup = ReturnType<typeof filterGroupsJson>[number]
export type FormFilterOption = FormFilterGroup['filter_types'][number]
export type TacticTypeOption = { id: number; name: string; group_id: number | null }

/** GET /vendors/{id}/tactics/new. */
export type NewTacticData = {
  tactic_types: TacticTypeOption[]
  filters: FormFilterGroup[]
  can_feature: boolean
}

export type EditedTactic = ReturnType<typeof tacticFormValues>
export type TacticIllustration = EditedTactic['illustrations'][number]

/** GET /vendors/{id}/tactics/{tid}/edit. */
export type EditTacticData = NewTacticData & { tactic: EditedTactic }
