import type { FieldPath, FormErrors } from '@modular-forms/react'
import * as v from 'valibot'
import { type FilterGroupRules, filterErrors } from '#domain/tactic-filters.ts'
import {
  type FilterSelection,
  type TacticFormInput,
  TacticFormSchema,
} from '#domain/tactic-schemas.ts'
import type { EditedTactic, FormFilterGroup } from './tactic-form-data.ts'

/**
 * What the form holds: ids as strings (checkbox values), each filter group's ticked options and
 * typed other options under the group's key, and the e-commerce answer as '' until answered.
 */
export type TacticFormValues = {
  tactic_type_ids: string[]
  name: string
  description: string
  featured: boolean
  e_commerce_service: '' | 'yes' | 'no'
  in_house_service: boolean
  min_order_size: boolean
  min_order_size_text: string
  groups: Record<string, string[]>
  other: Record<string, string[]>
  videos: string[]
}

const answerOf = (value: boolean | null): TacticFormValues['e_commerce_service'] =>
  value === null ? '' : value ? 'yes' : 'no'

/**
 * The form's starting values: empty for a new tactic, the tactic's own for an edit. A group's
 * custom options (typed by this vendor before) come back as other options, as the API takes them.
 */
export function initialTacticValues(
  groups: readonly FormFilterGroup[],
  tactic?: EditedTactic,
): TacticFormValues {
  const ticked: Record<string, string[]> = {}
  const other: Record<string, string[]> = {}
  for (const group of groups) {
    const options = group.filter_types.flatMap((o) => [o, ...o.sub_filters])
    ticked[group.key] = options.filter((o) => o.checked && !o.custom).map((o) => String(o.id))
    other[group.key] = options.filter((o) => o.checked && o.custom).map((o) => o.name)
  }
  return {
    tactic_type_ids: tactic?.tactic_type_ids.map(String) ?? [],
    name: tactic?.name ?? '',
    description: tactic?.description ?? '',
    featured: tactic?.featured ?? false,
    e_commerce_service: answerOf(tactic?.e_commerce_service ?? null),
    in_house_service: tactic?.in_house_service ?? false,
    min_order_size: tactic?.min_order_size ?? false,
    min_order_size_text: tactic?.min_order_size_text ?? '',
    groups: ticked,
    other,
    videos: tactic?.videos ?? [],
  }
}

export type TacticPayload = TacticFormInput & { filters: FilterSelection[]; featured: boolean }

/** The body of POST and PATCH .../tactics (docs/spec/marketplace.md §7): groups with nothing are left out. */
export function tacticPayload(
  values: TacticFormValues,
  groups: readonly FormFilterGroup[],
): TacticPayload {
  const answer = values.e_commerce_service
  return {
    tactic_type_ids: values.tactic_type_ids.map(Number),
    name: values.name,
    description: values.description,
    featured: values.featured,
    e_commerce_service: answer === '' ? null : answer === 'yes',
    in_house_service: values.in_house_service,
    min_order_size: values.min_order_size,
    min_order_size_text: values.min_order_size ? values.min_order_size_text : '',
    filters: groups
      .map((group) => ({
        id: group.id,
        children: (values.groups[group.key] ?? []).map(Number),
        new_children: values.other[group.key] ?? [],
      }))
      .filter((selection) => selection.children.length + selection.new_children.length > 0),
    videos: values.videos,
  }
}

/** The groups as the shared filter rules see them: curated options with their parents. */
export function filterGroupRulesOf(groups: readonly FormFilterGroup[]): FilterGroupRules[] {
  return groups.map((group) => ({
    id: group.id,
    key: group.key,
    selection: group.selection,
    allowsOther: group.allows_other,
    options: group.filter_types
      .filter((o) => !o.custom)
      .flatMap((o) => [
        { id: o.id, parentId: null },
        ...o.sub_filters.filter((s) => !s.custom).map((s) => ({ id: s.id, parentId: o.id })),
      ]),
  }))
}

const FORM_FIELDS = [
  'tactic_type_ids',
  'name',
  'description',
  'e_commerce_service',
  'min_order_size_text',
  'videos',
] as const

/**
 * Where a server or schema error on `name` shows in the form, or null when the form has no such
 * field: a group's key goes to that group, a video's index (videos.2) to the videos.
 */
export function formPathOf(
  name: string,
  groups: readonly FormFilterGroup[],
): FieldPath<TacticFormValues> | null {
  const field = name.split('.')[0] ?? name
  const own = FORM_FIELDS.find((known) => known === field)
  if (own) return own
  if (groups.some((group) => group.key === field)) return `groups.${field}`
  return null
}

/** The form's errors, first message per field: the shared schema, then the filter group rules. */
export function validateTacticValues(
  values: TacticFormValues,
  groups: readonly FormFilterGroup[],
): FormErrors<TacticFormValues> {
  const payload = tacticPayload(values, groups)
  const errors: FormErrors<TacticFormValues> = {}
  const result = v.safeParse(TacticFormSchema, payload)
  for (const issue of result.issues ?? []) {
    const path = formPathOf(v.getDotPath(issue) ?? '', groups)
    if (path && !errors[path]) errors[path] = issue.message
  }
  const rules = filterErrors(filterGroupRulesOf(groups), payload.filters)
  for (const [key, messages] of Object.entries(rules)) {
    const path = formPathOf(key, groups)
    if (path && messages[0] && !errors[path]) errors[path] = messages[0]
  }
  return errors
}
