/** Query keys of the company form; invalidate by prefix. */
export const companyFormKeys = {
  all: ['company-form'] as const,
  create: () => [...companyFormKeys.all, 'new'] as const,
  edit: (vendorId: number) => [...companyFormKeys.all, 'edit', vendorId] as const,
}
