/** What the company create and edit screens say (docs/spec/marketplace.md §2, §5, §8). */
export const COMPANY_FORM_TEXT = {
  createTitle: 'Create Company Profile',
  editTitle: 'Edit Company Profile',
  unsavedQuestion: 'Do you want to save your company profile before leaving?',
  cropTitle: 'Crop logo',
  /** The crop starts as a square 30% of the picture's width (§2). */
  cropInitialWidth: 0.3,
} as const

export const COMPANY_FORM_TOASTS = {
  lookupsFailed: "Can't load service coverage list, please refresh page",
  createFailed: "Can't create a new Vendor Company page, please try again",
  updateFailed: "Can't update Vendor Company, please try again",
  logoFailed: "Can't upload or delete Vendor Company logo, please try again",
  created: 'Vendor Company created successfully',
  updated: 'Vendor Company updated successfully',
  logoUpdated: 'Vendor Company logo updated successfully',
  logoDeleted: 'Vendor Company logo deleted successfully',
} as const
