import { describe, expect, it } from 'vitest'
import { TACTIC_MESSAGES } from '#domain/tactic-schemas.ts'
import { VIDEO_MESSAGES } from '#domain/videos.ts'
import type { EditedTactic, FormFilterGroup, FormFilterOption } from './tactic-form-data.ts'
import {
  formPathOf,
  initialTacticValues,
  type TacticFormValues,
  tacticPayload,
  validateTacticValues,
} from './tactic-form-values.ts'

const option = (
  id: number,
  name: string,
  extra: Partial<FormFilterOption> = {},
): FormFilterOption => ({ id, name, checked: false, custom: false, sub_filters: [], ...extra })

const GROUPS: FormFilterGroup[] = [
  {
    id: 1,
    key: 'path_to_purchase',
    name: 'Path To Purchase',
    selection: 'multi',
    allows_other: false,
    filter_types: [option(10, 'In-Store'), option(11, 'Online')],
  },
  {
    id: 2,
    key: 'brand_objectives',
    name: 'Brand Funnel',
    selection: 'multi',
    allows_other: false,
    filter_types: [option(20, 'Awareness'), option(21, 'Loyalty')],
  },
  {
    id: 3,
    key: 'turnaround_time',
    name: 'Turnaround Time',
    selection: 'single',
    allows_other: false,
    filter_types: [option(30, '1 week'), option(31, '1 month')],
  },
  {
    id: 4,
    key: 'approved_retailers',
    name: 'Approved Retailers',
    selection: 'tree',
    allows_other: true,
    filter_types: [
      option(40, 'Walmart', {
        sub_filters: [option(41, "Sam's Club"), option(42, 'Walmart.com')],
      }),
      option(43, 'Aldi'),
    ],
  },
]

const valid = (overrides: Partial<TacticFormValues> = {}): TacticFormValues => ({
  ...initialTacticValues(GROUPS),
  tactic_type_ids: ['5'],
  name: 'Endcap Sampling',
  description: 'Sampling at 400 endcaps.',
  e_commerce_service: 'no',
  groups: {
    path_to_purchase: ['10'],
    brand_objectives: ['20', '21'],
    turnaround_time: [],
    approved_retailers: [],
  },
  ...overrides,
})

describe('initialTacticValues', () => {
  it('starts a new tactic empty, with every group present and unanswered e-commerce', () => {
    expect(initialTacticValues(GROUPS)).toEqual({
      tactic_type_ids: [],
      name: '',
      description: '',
      featured: false,
      e_commerce_service: '',
      in_house_service: false,
      min_order_size: false,
      min_order_size_text: '',
      groups: {
        path_to_purchase: [],
        brand_objectives: [],
        turnaround_time: [],
        approved_retailers: [],
      },
      other: {
        path_to_purchase: [],
        brand_objectives: [],
        turnaround_time: [],
        approved_retailers: [],
      },
      videos: [],
    })
  })

  it("reads an edited tactic's ticked options, and its custom options back as other options", () => {
    const groups: FormFilterGroup[] = GROUPS.map((group) =>
      group.key === 'approved_retailers'
        ? {
            ...group,
            filter_types: [
              option(40, 'Walmart', {
                checked: true,
                sub_filters: [
                  option(41, "Sam's Club", { checked: true }),
                  option(42, 'Walmart.com'),
                ],
              }),
              option(44, 'Corner Shop', { checked: true, custom: true }),
            ],
          }
        : group,
    )
    const tactic = {
      id: 9,
      tactic_type_ids: [5, 6],
      name: 'Endcap',
      description: 'Text',
      featured: true,
      e_commerce_service: false,
      in_house_service: true,
      min_order_size: true,
      min_order_size_text: '50 stores',
      filters: [],
      videos: ['https://vimeo.com/1'],
      illustrations: [],
    } satisfies EditedTactic
    const values = initialTacticValues(groups, tactic)
    expect(values).toMatchObject({
      tactic_type_ids: ['5', '6'],
      featured: true,
      e_commerce_service: 'no',
      min_order_size_text: '50 stores',
      videos: ['https://vimeo.com/1'],
    })
    expect(values.groups.approved_retailers).toEqual(['40', '41'])
    expect(values.other.approved_retailers).toEqual(['Corner Shop'])
  })
})

describe('tacticPayload', () => {
  it('builds the API body: numbers, a boolean answer, only groups with something ticked or typed', () => {
    const payload = tacticPayload(
      valid({
        e_commerce_service: 'yes',
        min_order_size: false,
        min_order_size_text: 'kept out',
        other: { approved_retailers: ['Corner Shop'] },
        videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      }),
      GROUPS,
    )
    expect(payload).toEqual({
      tactic_type_ids: [5],
      name: 'Endcap Sampling',
      description: 'Sampling at 400 endcaps.',
      featured: false,
      e_commerce_service: true,
      in_house_service: false,
      min_order_size: false,
      min_order_size_text: '',
      filters: [
        { id: 1, children: [10], new_children: [] },
        { id: 2, children: [20, 21], new_children: [] },
        { id: 4, children: [], new_children: ['Corner Shop'] },
      ],
      videos: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    })
  })

  it('sends an unanswered e-commerce question as null and keeps the order size text when set', () => {
    const payload = tacticPayload(
      valid({ e_commerce_service: '', min_order_size: true, min_order_size_text: '50 stores' }),
      GROUPS,
    )
    expect(payload.e_commerce_service).toBeNull()
    expect(payload.min_order_size_text).toBe('50 stores')
  })
})

describe('validateTacticValues', () => {
  it('passes a complete form', () => {
    expect(validateTacticValues(valid(), GROUPS)).toEqual({})
  })

  it("answers an empty form with the spec's messages under each field", () => {
    expect(validateTacticValues(initialTacticValues(GROUPS), GROUPS)).toEqual({
      tactic_type_ids: TACTIC_MESSAGES.tacticTypeRequired,
      name: TACTIC_MESSAGES.nameRequired,
      description: TACTIC_MESSAGES.descriptionRequired,
      e_commerce_service: TACTIC_MESSAGES.answerRequired,
      'groups.path_to_purchase': TACTIC_MESSAGES.pathToPurchaseRequired,
      'groups.brand_objectives': TACTIC_MESSAGES.brandObjectivesRequired,
    })
  })

  it('refuses a description over 300 characters and a bad video URL', () => {
    const errors = validateTacticValues(
      valid({ description: 'x'.repeat(301), videos: ['https://example.com/video'] }),
      GROUPS,
    )
    expect(errors).toEqual({
      description: 'Too long, maximum 300 chars',
      videos: VIDEO_MESSAGES.invalid,
    })
  })

  it('asks a ticked retail group for one of its own options, not a group without any', () => {
    const groups = (approved_retailers: string[]) => ({ ...valid().groups, approved_retailers })
    expect(validateTacticValues(valid({ groups: groups(['40']) }), GROUPS)).toEqual({
      'groups.approved_retailers': TACTIC_MESSAGES.groupedSelectRequired,
    })
    expect(validateTacticValues(valid({ groups: groups(['40', '42', '43']) }), GROUPS)).toEqual({})
  })
})

describe('formPathOf', () => {
  it('places server errors: fields as they are, a video index on the videos, a group key on its group', () => {
    expect(formPathOf('description', GROUPS)).toBe('description')
    expect(formPathOf('videos.2', GROUPS)).toBe('videos')
    expect(formPathOf('brand_objectives', GROUPS)).toBe('groups.brand_objectives')
    expect(formPathOf('featured', GROUPS)).toBeNull()
    expect(formPathOf('illustration1', GROUPS)).toBeNull()
  })
})
