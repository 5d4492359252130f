/** A number with its noun, singular for one: "1 Super admin", "3 Super admins". */
export const counted = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
