export const MEDIA_VENDORS_SLUG = 'media_vendors'

export const VENDOR_TYPES = [
  { slug: MEDIA_VENDORS_SLUG, name: 'Media Vendors' },
  { slug: 'agencies', name: 'Agencies' },
  { slug: 'service_providers', name: 'Service Providers' },
  { slug: 'technology', name: 'Technology Providers' },
  { slug: 'research', name: 'Research & Insights' },
] as const

export type VendorTypeSlug = (typeof VENDOR_TYPES)[number]['slug']

/** Shopper-marketing stages in the order a shopper meets them, each with its tactic types. */
export const PATH_TO_PURCHASE_GROUPS = [
  {
    name: 'Awareness & Inspiration',
    tacticTypes: [
      'Connected TV',
      'Influencer Content',
      'Social Media Advertising',
      'Recipe & Content Partnerships',
      'Digital Out-of-Home',
      'Streaming Audio',
    ],
  },
  {
    name: 'Planning & List Building',
    tacticTypes: [
      'Digital Circulars',
      'Digital Coupons',
      'Shopping List Integrations',
      'Meal Planning Apps',
      'Cash-Back Rebate Apps',
      'Email & CRM Programs',
    ],
  },
  {
    name: 'Path to Store',
    tacticTypes: [
      'Geo-Targeted Mobile',
      'Out-of-Home Billboards',
      'In-Car & Navigation Ads',
      'Parking Lot Signage',
      'Direct Mail',
    ],
  },
  {
    name: 'In-Store',
    tacticTypes: [
      'In-Store Sampling',
      'End-Cap Displays',
      'Shelf Talkers & Signage',
      'In-Store Digital Screens',
      'Floor Graphics',
      'Shopping Cart Advertising',
      'Product Demonstrations',
    ],
  },
  {
    name: 'Online & E-commerce',
    tacticTypes: [
      'Retail Media Sponsored Products',
      'Shopper Media Networks',
      'Onsite Display Ads',
      'Product Detail Page Content',
      'Quick Commerce & Delivery Apps',
      'Click-and-Collect Promotions',
    ],
  },
  {
    name: 'Post-Purchase & Loyalty',
    tacticTypes: [
      'Loyalty Program Offers',
      'Receipt Marketing',
      'Ratings & Reviews Programs',
      'Subscription & Replenishment',
      'Post-Purchase Surveys',
      'Brand Ambassador Communities',
    ],
  },
] as const

export const IN_STORE_GROUP_INDEX = 3

export const YEARS_IN_BUSINESS_RANGES = [
  { label: 'Any', min: null, max: null },
  { label: '0-5', min: 0, max: 5 },
  { label: '5-10', min: 5, max: 10 },
  { label: '10+', min: 10, max: 999 },
] as const

export const DIVERSITY_CERTIFICATIONS = [
  { name: 'Minority Business Enterprise (MBE)', acronym: 'MBE', colour: '#7c3aed' },
  { name: "Women's Business Enterprise (WBE)", acronym: 'WBE', colour: '#db2777' },
  { name: 'Veteran-Owned Small Business (VOSB)', acronym: 'VOSB', colour: '#1d4ed8' },
  { name: 'Service-Disabled Veteran-Owned (SDVOSB)', acronym: 'SDVOSB', colour: '#0f766e' },
  { name: 'LGBT Business Enterprise (LGBTBE)', acronym: 'LGBTBE', colour: '#c2410c' },
  { name: 'Disability-Owned Business Enterprise (DOBE)', acronym: 'DOBE', colour: '#4d7c0f' },
  { name: 'Small Disadvantaged Business (SDB)', acronym: 'SDB', colour: '#b45309' },
] as const
