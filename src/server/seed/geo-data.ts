export type GeoStateData = { code: string; name: string }
export type GeoRegionData = { code: string; name: string; states: readonly GeoStateData[] }
export type GeoCountryData = { code: string; name: string; regions: readonly GeoRegionData[] }

const state = (code: string, name: string): GeoStateData => ({ code, name })

/** The four US Census Bureau regions, with DC in the South as the Bureau places it. */
const US_REGIONS: readonly GeoRegionData[] = [
  {
    code: 'northeast',
    name: 'Northeast',
    states: [
      state('CT', 'Connecticut'),
      state('ME', 'Maine'),
      state('MA', 'Massachusetts'),
      state('NH', 'New Hampshire'),
      state('RI', 'Rhode Island'),
      state('VT', 'Vermont'),
      state('NJ', 'New Jersey'),
      state('NY', 'New York'),
      state('PA', 'Pennsylvania'),
    ],
  },
  {
    code: 'midwest',
    name: 'Midwest',
    states: [
      state('IL', 'Illinois'),
      state('IN', 'Indiana'),
      state('MI', 'Michigan'),
      state('OH', 'Ohio'),
      state('WI', 'Wisconsin'),
      state('IA', 'Iowa'),
      state('KS', 'Kansas'),
      state('MN', 'Minnesota'),
      state('MO', 'Missouri'),
      state('NE', 'Nebraska'),
      state('ND', 'North Dakota'),
      state('SD', 'South Dakota'),
    ],
  },
  {
    code: 'south',
    name: 'South',
    states: [
      state('DE', 'Delaware'),
      state('DC', 'District of Columbia'),
      state('FL', 'Florida'),
      state('GA', 'Georgia'),
      state('MD', 'Maryland'),
      state('NC', 'North Carolina'),
      state('SC', 'South Carolina'),
      state('VA', 'Virginia'),
      state('WV', 'West Virginia'),
      state('AL', 'Alabama'),
      state('KY', 'Kentucky'),
      state('MS', 'Mississippi'),
      state('TN', 'Tennessee'),
      state('AR', 'Arkansas'),
      state('LA', 'Louisiana'),
      state('OK', 'Oklahoma'),
      state('TX', 'Texas'),
    ],
  },
  {
    code: 'west',
    name: 'West',
    states: [
      state('AZ', 'Arizona'),
      state('CO', 'Colorado'),
      state('ID', 'Idaho'),
      state('MT', 'Montana'),
      state('NV', 'Nevada'),
      state('NM', 'New Mexico'),
      state('UT', 'Utah'),
      state('WY', 'Wyoming'),
      state('AK', 'Alaska'),
      state('CA', 'California'),
      state('HI', 'Hawaii'),
      state('OR', 'Oregon'),
      state('WA', 'Washington'),
    ],
  },
]

const CANADA_REGIONS: readonly GeoRegionData[] = [
  {
    code: 'atlantic',
    name: 'Atlantic Canada',
    states: [
      state('NB', 'New Brunswick'),
      state('NS', 'Nova Scotia'),
      state('PE', 'Prince Edward Island'),
      state('NL', 'Newfoundland and Labrador'),
    ],
  },
  {
    code: 'central',
    name: 'Central Canada',
    states: [state('ON', 'Ontario'), state('QC', 'Quebec')],
  },
  {
    code: 'prairies',
    name: 'Prairie Provinces',
    states: [state('AB', 'Alberta'), state('SK', 'Saskatchewan'), state('MB', 'Manitoba')],
  },
  { code: 'west-coast', name: 'West Coast', states: [state('BC', 'British Columbia')] },
  {
    code: 'north',
    name: 'Northern Territories',
    states: [state('YT', 'Yukon'), state('NT', 'Northwest Territories'), state('NU', 'Nunavut')],
  },
]

export const US_CODE = 'US'

export const GEO_COUNTRIES: readonly GeoCountryData[] = [
  { code: US_CODE, name: 'United States', regions: US_REGIONS },
  { code: 'CA', name: 'Canada', regions: CANADA_REGIONS },
  { code: 'MX', name: 'Mexico', regions: [] },
  { code: 'GB', name: 'United Kingdom', regions: [] },
  { code: 'IE', name: 'Ireland', regions: [] },
  { code: 'AU', name: 'Australia', regions: [] },
]
