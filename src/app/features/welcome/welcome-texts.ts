/** The Welcome page's texts (docs/spec/access-and-account.md §2 "Welcome page"). */
export const WELCOME_TEXT = {
  title: 'Welcome!',
  lead: 'Please create your company profile',
  createCompany: 'Create Company Profile',
} as const
