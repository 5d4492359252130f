import type { FieldPath } from '@modular-forms/react'
import type { FormFilterGroup } from './tactic-form-data.ts'
import type { TacticFormValues } from './tactic-form-values.ts'

const LABELS: Partial<Record<string, string>> = {
  tactic_type_ids: 'Tactic type',
  name: 'Tactic name or trademark',
  description: 'Description',
  featured: 'Featured tactic',
  e_commerce_service: 'E-commerce service',
  in_house_service: 'In-house service',
  min_order_size: 'Minimum order size',
  min_order_size_text: 'Minimum order size details',
  videos: 'Videos',
}

/** What the error summary calls a field of the tactic form: its label, or its group's name. */
export function tacticFieldLabel(
  path: FieldPath<TacticFormValues>,
  groups: readonly FormFilterGroup[],
): string {
  const [head, key] = path.split('.')
  if (head === 'groups' || head === 'other') {
    const group = groups.find((g) => g.key === key)?.name ?? key ?? path
    return head === 'other' ? `Other ${group} options` : group
  }
  return LABELS[path] ?? path
}
