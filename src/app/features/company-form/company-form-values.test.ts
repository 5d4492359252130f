import { describe, expect, it } from 'vitest'
import { VENDOR_MESSAGES } from '#domain/vendor-schemas.ts'
import { VIDEO_MESSAGES } from '#domain/videos.ts'
import type { TreeNode } from '../../ui/forms/tree-selection.ts'
import {
  establishmentYears,
  formFieldOf,
  initialCompanyValues,
  toVendorPayload,
  validateCompanyForm,
} from './company-form-values.ts'

const TREE: TreeNode[] = [
  {
    id: 1,
    name: 'North America',
    children: [
      { id: 2, name: 'USA', children: [] },
      { id: 3, name: 'Canada', children: [] },
    ],
  },
]

const filled = {
  ...initialCompanyValues(null),
  name: 'Acme Media',
  vendor_types: ['4'],
  sales_rep_first_name: 'Ann',
  sales_rep_last_name: 'Lee',
  sales_rep_email: 'ann@acme.example',
  website: 'acme.example',
}

describe('initialCompanyValues', () => {
  it('starts a new company empty, the phone at +1', () => {
    const values = initialCompanyValues(null)
    expect(values.sales_rep_mobile_phone).toBe('+1')
    expect(values.name).toBe('')
    expect(values.vendor_types).toEqual([])
  })

  it('fills the form from a saved company', () => {
    const values = initialCompanyValues({
      name: 'Acme',
      vendor_types: [4, 5],
      sales_rep_first_name: 'Ann',
      sales_rep_last_name: 'Lee',
      sales_rep_email: 'ann@acme.example',
      sales_rep_mobile_phone: null,
      website: 'acme.example',
      description: '',
      year_of_establishment: 1999,
      service_coverage: [{ id: 1, children: [2] }],
      diversity_certification_ids: [9],
      videos: ['https://vimeo.com/1'],
    })
    expect(values).toMatchObject({
      vendor_types: ['4', '5'],
      sales_rep_mobile_phone: '+1',
      description: '',
      year_of_establishment: '1999',
      service_coverage: ['2'],
      diversity_certification_ids: ['9'],
    })
  })
})

describe('toVendorPayload', () => {
  it('sends ids as numbers, the year as a number and the coverage grouped by area', () => {
    const payload = toVendorPayload(
      { ...filled, year_of_establishment: '2001', service_coverage: ['2', '3'] },
      TREE,
    )
    expect(payload).toMatchObject({
      vendor_types: [4],
      year_of_establishment: 2001,
      service_coverage: [{ id: 1, children: [2, 3] }],
    })
  })

  it('sends no year when none is chosen', () => {
    expect(toVendorPayload(filled, TREE).year_of_establishment).toBeNull()
  })
})

describe('validateCompanyForm', () => {
  const validate = validateCompanyForm(TREE)

  it('accepts a filled form', () => {
    expect(validate(filled)).toEqual({})
  })

  it('answers the §5 messages, one a field', () => {
    expect(validate(initialCompanyValues(null))).toMatchObject({
      name: VENDOR_MESSAGES.nameRequired,
      vendor_types: VENDOR_MESSAGES.vendorTypeRequired,
      sales_rep_first_name: VENDOR_MESSAGES.salesRepFirstNameRequired,
      sales_rep_last_name: VENDOR_MESSAGES.salesRepLastNameRequired,
      sales_rep_email: VENDOR_MESSAGES.salesRepEmailRequired,
      website: VENDOR_MESSAGES.websiteInvalid,
    })
    expect(validate({ ...filled, sales_rep_email: 'ann@' }).sales_rep_email).toBe(
      'Please enter a valid email address',
    )
  })

  it('reports a bad video on the videos list', () => {
    expect(validate({ ...filled, videos: ['https://example.com/clip'] }).videos).toBe(
      VIDEO_MESSAGES.invalid,
    )
  })
})

describe('formFieldOf', () => {
  it('maps nested payload paths to their form field', () => {
    expect(formFieldOf('videos.2')).toBe('videos')
    expect(formFieldOf('service_coverage.0.id')).toBe('service_coverage')
    expect(formFieldOf('logo')).toBeUndefined()
  })
})

describe('establishmentYears', () => {
  it('runs from this year down to 1800', () => {
    const years = establishmentYears(new Date(2026, 5, 1))
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(1800)
    expect(years).toHaveLength(227)
  })
})
