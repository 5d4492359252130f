/** "12 years", "1 year", or "--" when the year of establishment is unknown. */
export function yearsInBusinessText(years: number | null): string {
  if (years === null) return '--'
  if (years < 1) return 'Less than a year'
  return years === 1 ? '1 year' : `${years} years`
}
