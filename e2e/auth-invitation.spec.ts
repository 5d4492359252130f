import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { SOMETHING_WENT_WRONG } from '../src/app/ui/common-messages.ts'
import { AUTH_MESSAGES } from '../src/domain/auth-messages.ts'
import { accountNav, DEMO_PASSWORD, demoEmail, dialog } from './support/auth-ui.ts'
import { companyOf, createInvitation, uniqueEmail } from './support/database.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

const PASSWORD = 'Invited-1!'

/** The link an invitation email carries; a `+` in the address is left raw, so it arrives as a space. */
function invitationLink(values: Record<string, string>) {
  const query = Object.entries(values)
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replaceAll('%2B', '+')}`)
    .join('&')
  return `/accept-invitation?${query}`
}

test('an invited colleague completes the prefilled form and lands on their company', async ({
  page,
}) => {
  const email = uniqueEmail('invitee').replace('@', '+team@')
  const company = await companyOf(demoEmail('vendor_admin'))
  const token = await createInvitation({
    role: 'vendor_user',
    companyOf: demoEmail('vendor_admin'),
    email,
  })
  await page.goto(
    invitationLink({
      confirmation_token: token,
      email,
      company_name: company.name,
      first_name: 'Ivy',
      last_name: 'Invitee',
      job_title: 'Planner',
    }),
  )
  const form = dialog(page, AUTH_TEXT.invitationTitle)
  await expect(form.getByLabel(AUTH_TEXT.workEmail)).toHaveValue(email)
  await expect(form.getByLabel(AUTH_TEXT.company)).toHaveValue(company.name)
  await expect(form.getByLabel(AUTH_TEXT.firstName)).toHaveValue('Ivy')
  await expect(form.getByLabel(AUTH_TEXT.jobTitle)).toHaveValue('Planner')
  await expect(form.getByLabel(AUTH_TEXT.phone)).toHaveValue('+1')
  await form.getByLabel(AUTH_TEXT.password, { exact: true }).fill(PASSWORD)
  await form.getByLabel(AUTH_TEXT.passwordConfirmation).fill(PASSWORD)
  await form.getByRole('button', { name: AUTH_TEXT.continue }).click()

  await expect(page).toHaveURL((url) => /^\/company(\/\d+)?$/.test(url.pathname))
  await expect(accountNav(page)).toContainText('Ivy Invitee')
})

test('an invitation whose address already has an account keeps Continue disabled', async ({
  page,
}) => {
  const email = demoEmail('cpg_user')
  const token = await createInvitation({
    role: 'vendor_user',
    companyOf: demoEmail('vendor_admin'),
    email,
  })
  await page.goto(invitationLink({ confirmation_token: token, email, first_name: 'Bea' }))
  const form = dialog(page, AUTH_TEXT.invitationTitle)
  await form.getByLabel(AUTH_TEXT.lastName).fill('Buyer')
  await form.getByLabel(AUTH_TEXT.jobTitle).fill('Planner')
  await form.getByLabel(AUTH_TEXT.password, { exact: true }).fill(PASSWORD)
  await form.getByLabel(AUTH_TEXT.passwordConfirmation).fill(PASSWORD)
  const next = form.getByRole('button', { name: AUTH_TEXT.continue })
  await next.click()
  await expect(form.getByText(AUTH_MESSAGES.emailTaken)).toBeVisible()
  await expect(next).toBeDisabled()
  await expect(page).toHaveURL((url) => url.pathname === '/accept-invitation')
})

test('an unknown invitation says something went wrong', async ({ page }) => {
  await page.goto(
    invitationLink({
      confirmation_token: 'no-such-token',
      email: uniqueEmail('nobody'),
      first_name: 'No',
      last_name: 'Body',
      job_title: 'None',
    }),
  )
  const form = dialog(page, AUTH_TEXT.invitationTitle)
  await form.getByLabel(AUTH_TEXT.password, { exact: true }).fill(PASSWORD)
  await form.getByLabel(AUTH_TEXT.passwordConfirmation).fill(PASSWORD)
  await form.getByRole('button', { name: AUTH_TEXT.continue }).click()
  await expect(page.getByText(SOMETHING_WENT_WRONG)).toBeVisible()
})

test('a signed-in user opening an invitation link goes on by role', async ({ page }) => {
  await signInAs(page, demoEmail('cpg_user'), DEMO_PASSWORD)
  await page.goto('/accept-invitation?confirmation_token=x')
  await expect(page).toHaveURL((url) => url.pathname === '/search')
})
