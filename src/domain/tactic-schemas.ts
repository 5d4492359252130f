import * as v from 'valibot'
import { firstIssueOnly, idField, MESSAGES, requiredText, TEXT_INPUT_MAX } from './fields.ts'
import { videosField } from './videos.ts'

/** docs/spec/marketplace.md §5 and §9. */
export const TACTIC_NAME_MAX = 60
export const TACTIC_DESCRIPTION_MAX = 300
export const ILLUSTRATIONS_MAX = 5
export const ILLUSTRATION_MAX_BYTES = 5 * 1024 * 1024
/** The create form's file fields: illustration1 to illustration5. */
export const ILLUSTRATION_FIELDS = Array.from(
  { length: ILLUSTRATIONS_MAX },
  (_, i) => `illustration${i + 1}`,
)

export const TACTIC_MESSAGES = {
  tacticTypeRequired: 'Tactic type is required',
  nameRequired: 'Please enter a tactic name or trademark',
  descriptionRequired: 'Please enter a brief tactic description',
  pathToPurchaseRequired: 'Please select at least one Path-To-Purchase Stage for the tactic',
  brandObjectivesRequired: 'Please select at least one Brand for the tactic',
  answerRequired: 'Response to this question is required.',
  groupedSelectRequired: 'This field is required for grouped selects',
  illustrationFormat:
    'This picture format is not supported. Please select another picture and try again.',
  illustrationsMax: '5 illustrations maximum',
  illustrationTooLarge: 'Illustration is too large, maximum 5 MB',
  oneOptionOnly: 'Please choose one option',
  unknownOption: 'Please choose from the list',
  featuredForbidden: 'Only a super admin can feature a tactic',
  notFound: 'Tactic not found',
  illustrationNotFound: 'Illustration not found',
} as const

/** A filter group's ticked options and, where the group allows, typed other options. */
export const FilterSelectionSchema = v.object({
  id: idField(),
  children: v.optional(v.array(idField(), TACTIC_MESSAGES.unknownOption), []),
  new_children: v.optional(
    v.array(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(MESSAGES.fieldEmptyOrInvalid),
        v.maxLength(TEXT_INPUT_MAX, MESSAGES.tooLong(TEXT_INPUT_MAX)),
      ),
    ),
    [],
  ),
})

/** A yes or no that must be answered. */
const answer = () =>
  v.pipe(
    v.optional(v.nullable(v.boolean(TACTIC_MESSAGES.answerRequired)), null),
    v.check((value) => value !== null, TACTIC_MESSAGES.answerRequired),
    v.transform((value) => value === true),
  )

/**
 * The tactic create and edit form (docs/spec/marketplace.md §7); the illustrations travel beside it. The
 * filter groups' own rules need the groups: see tactic-filters.ts.
 */
export const TacticFormSchema = v.object({
  tactic_type_ids: v.optional(
    firstIssueOnly(
      v.pipe(
        v.array(idField(), TACTIC_MESSAGES.tacticTypeRequired),
        v.minLength(1, TACTIC_MESSAGES.tacticTypeRequired),
      ),
    ),
    [],
  ),
  name: v.optional(requiredText(TACTIC_MESSAGES.nameRequired, TACTIC_NAME_MAX), ''),
  description: v.optional(
    requiredText(TACTIC_MESSAGES.descriptionRequired, TACTIC_DESCRIPTION_MAX),
    '',
  ),
  featured: v.optional(v.boolean(), false),
  e_commerce_service: answer(),
  in_house_service: v.optional(v.boolean(), false),
  min_order_size: v.optional(v.boolean(), false),
  min_order_size_text: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(TEXT_INPUT_MAX, MESSAGES.tooLong(TEXT_INPUT_MAX))),
    '',
  ),
  filters: v.optional(v.array(FilterSelectionSchema), []),
  videos: videosField(),
})

export type TacticFormInput = v.InferInput<typeof TacticFormSchema>
export type TacticForm = v.InferOutput<typeof TacticFormSchema>
export type FilterSelection = v.InferOutput<typeof FilterSelectionSchema>
