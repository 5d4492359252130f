/**
 * A page of the app a rule sends someone to, in the router's own terms (a path pattern and its
 * parameters), so a redirect is checked against the app's routes where it is made.
 */
export type AppPage =
  | { to: '/search' }
  | { to: '/company' }
  | { to: '/forbidden' }
  | { to: '/company/$vendorId'; params: { vendorId: number } }

export const FORBIDDEN_PAGE: AppPage = { to: '/forbidden' }

export const companyPage = (vendorId: number): AppPage => ({
  to: '/company/$vendorId',
  params: { vendorId },
})
