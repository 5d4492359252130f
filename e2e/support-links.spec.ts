import { ACCOUNT_TEXT } from '../src/app/features/account/account-messages.ts'
import { MEMBER_TEXT } from '../src/app/features/members/member-messages.ts'
import { DEMO_PASSWORD, demoEmail } from './support/auth-ui.ts'
import { demoVendor } from './support/catalogue.ts'
import { signInAs } from './support/session.ts'
import { E2E_SUPPORT_EMAIL } from './support/support-email.ts'
import { expect, test } from './support/test.ts'

const toSupport = new RegExp(`^mailto:${E2E_SUPPORT_EMAIL.replace(/\./g, '\\.')}\\?`)

test("the profile's email change note writes to the deployment's support address", async ({
  page,
}) => {
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto('/account')
  await expect(page.getByText(ACCOUNT_TEXT.emailChangeNote)).toBeVisible()
  await expect(page.getByRole('link', { name: ACCOUNT_TEXT.supportTicket })).toHaveAttribute(
    'href',
    toSupport,
  )
})

test("a vendor user's request for admin access writes to the deployment's support address", async ({
  page,
}) => {
  const { vendorId } = await demoVendor(page.request)
  await signInAs(page, demoEmail('vendor_user'), DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}`)
  await expect(page.getByRole('link', { name: MEMBER_TEXT.requestAdminAccess })).toHaveAttribute(
    'href',
    toSupport,
  )
})
