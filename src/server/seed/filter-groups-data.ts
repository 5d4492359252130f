import { PATH_TO_PURCHASE_GROUPS } from './lookups-data.ts'

export type FilterSelection = 'multi' | 'single' | 'tree'

export type FilterOptionData = { name: string; children?: readonly string[] }

export type FilterGroupData = {
  key: string
  name: string
  selection: FilterSelection
  allowsOther: boolean
  options: readonly FilterOptionData[]
}

const names = (list: readonly string[]): FilterOptionData[] => list.map((name) => ({ name }))

/** Parent retailers with their real banners and formats as children. */
export const APPROVED_RETAILERS: readonly FilterOptionData[] = [
  {
    name: 'Walmart',
    children: ['Walmart Supercenter', 'Walmart Neighborhood Market', "Sam's Club", 'Walmart.com'],
  },
  { name: 'Target', children: ['Target Stores', 'Target Small Format', 'Target.com'] },
  {
    name: 'Kroger',
    children: [
      'Ralphs',
      'Fred Meyer',
      'King Soopers',
      'Harris Teeter',
      "Smith's",
      "Fry's Food Stores",
      'Dillons',
      "Mariano's",
    ],
  },
  {
    name: 'Albertsons',
    children: ['Safeway', 'Vons', 'Jewel-Osco', "Shaw's", 'Acme Markets', 'Tom Thumb', 'Randalls'],
  },
  {
    name: 'Ahold Delhaize',
    children: ['Stop & Shop', 'Food Lion', 'Giant Food', 'The Giant Company', 'Hannaford'],
  },
  { name: 'Costco', children: ['Costco Warehouse', 'Costco Business Center', 'Costco.com'] },
  { name: 'Walgreens', children: ['Walgreens Stores', 'Duane Reade'] },
  { name: 'CVS', children: ['CVS Pharmacy', 'Longs Drugs'] },
  { name: 'Dollar General', children: ['Dollar General Stores', 'DG Market', 'pOpshelf'] },
  { name: 'Dollar Tree', children: ['Dollar Tree Stores', 'Family Dollar'] },
  { name: 'Amazon', children: ['Amazon.com', 'Whole Foods Market', 'Amazon Fresh'] },
  { name: 'Publix', children: ['Publix Super Markets', 'Publix GreenWise Market'] },
  {
    name: 'H-E-B',
    children: ['H-E-B Stores', 'Central Market', "Joe V's Smart Shop", 'Mi Tienda'],
  },
  { name: 'Meijer', children: ['Meijer Supercenter', 'Meijer Grocery'] },
  { name: 'Aldi' },
  { name: 'Wegmans' },
  { name: '7-Eleven', children: ['7-Eleven Stores', 'Speedway', 'Stripes'] },
]

export const FILTER_GROUPS: readonly FilterGroupData[] = [
  {
    key: 'path_to_purchase',
    name: 'Path To Purchase',
    selection: 'multi',
    allowsOther: false,
    options: names(PATH_TO_PURCHASE_GROUPS.map((group) => group.name)),
  },
  {
    key: 'brand_objectives',
    name: 'Brand Funnel',
    selection: 'multi',
    allowsOther: false,
    options: names(['Awareness', 'Consideration', 'Conversion', 'Loyalty', 'Advocacy']),
  },
  {
    key: 'marketing_objectives',
    name: 'Marketing Objectives',
    selection: 'multi',
    allowsOther: true,
    options: names([
      'Drive Trial',
      'Product Launch',
      'Increase Basket Size',
      'Drive Repeat Purchase',
      'Grow Share of Shelf',
      'Gain Distribution',
      'Seasonal Promotion',
      'Increase Velocity',
      'Build Shopper Insights',
    ]),
  },
  {
    key: 'turnaround_time',
    name: 'Turnaround Time',
    selection: 'single',
    allowsOther: false,
    options: names(['Less than 1 week', '1-2 weeks', '2-4 weeks', '1-3 months', '3+ months']),
  },
  {
    key: 'pricing_model',
    name: 'Pricing Model',
    selection: 'multi',
    allowsOther: false,
    options: names([
      'CPM',
      'CPC',
      'CPA',
      'Flat Fee',
      'Per Store',
      'Per Unit',
      'Revenue Share',
      'Retainer',
      'Pay for Performance',
    ]),
  },
  {
    key: 'premium_performance_data',
    name: 'Premium Performance Data',
    selection: 'multi',
    allowsOther: false,
    options: names([
      'Sales Lift Analysis',
      'Closed-Loop Attribution',
      'Incremental ROAS',
      'Brand Lift Study',
      'Test vs. Control Stores',
      'Shopper Panel Data',
      'Loyalty Card Attribution',
    ]),
  },
  {
    key: 'format_of_sharing_results',
    name: 'Format of Sharing Results',
    selection: 'multi',
    allowsOther: true,
    options: names([
      'Self-Serve Dashboard',
      'PDF Recap Report',
      'Excel / CSV Export',
      'Live Readout Meeting',
      'API Data Feed',
      'Photo Compliance Report',
    ]),
  },
  {
    key: 'campaign_results',
    name: 'Campaign Results',
    selection: 'multi',
    allowsOther: false,
    options: names([
      'Impressions',
      'Clicks & CTR',
      'Units Sold',
      'Sales Lift',
      'New-to-Brand Buyers',
      'Redemption Rate',
      'Return on Ad Spend (ROAS)',
      'Store Compliance',
      'Engagement Rate',
    ]),
  },
  {
    key: 'target_options',
    name: 'Target Options',
    selection: 'multi',
    allowsOther: false,
    options: names([
      'Demographics',
      'Geography',
      'Shopper Behavior',
      'Loyalty Card Data',
      'Purchase History',
      'Lifestyle & Interests',
      'Household Income',
      'Lapsed Buyers',
      'Competitive Conquesting',
    ]),
  },
  {
    key: 'approved_retailers',
    name: 'Approved Retailers',
    selection: 'tree',
    allowsOther: true,
    options: APPROVED_RETAILERS,
  },
]

/** The brand-funnel stage each path-to-purchase group mostly serves, indexed like the groups. */
export const NATURAL_BRAND_OBJECTIVE = [
  'Awareness',
  'Consideration',
  'Consideration',
  'Conversion',
  'Conversion',
  'Loyalty',
] as const
