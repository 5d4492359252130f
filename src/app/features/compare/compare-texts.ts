import { COMPARE_MESSAGES } from '#domain/compare.ts'

/** The comparison's texts (docs/spec/workspace.md §2), written once. */
export const COMPARE_TEXT = {
  ...COMPARE_MESSAGES,
  title: 'Compare tactics',
  onlyDifferences: 'Show only differences',
  downloadCsv: 'Download CSV',
  print: 'Print',
  compare: 'Compare',
  bar: (count: number) => `Compare (${count})`,
  clear: 'Clear',
  table: 'Tactics side by side',
  attribute: 'Attribute',
  differs: 'Differs',
  noDifferences: 'These tactics are alike in every row.',
  remove: (name: string) => `Remove ${name} from comparison`,
  viewTactic: 'View tactic',
  toSearch: 'Find tactics to compare',
  loadFailed: 'The comparison could not be loaded.',
  downloaded: 'CSV downloaded',
  limit: 'At most 4 tactics can be compared',
  // Offline (§2): made from the tactic pages the device keeps, as OFFLINE_TEXT words it.
  fromDevice: 'You are offline: compared from the tactic pages saved on this device.',
  notOnDevice: 'Not on this device',
  openOnceOnline: 'Open this tactic once online to compare it offline.',
  noneOnDevice: 'You are offline: open these tactics once online to compare them offline.',
  thisTactic: 'this tactic',
} as const
