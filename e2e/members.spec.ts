import type { Browser, Locator, Page } from '@playwright/test'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { MEMBER_TEXT, MEMBER_TOASTS } from '../src/app/features/members/member-messages.ts'
import { MEMBER_MESSAGES } from '../src/domain/member-schemas.ts'
import { expectNoSeriousA11yViolations } from './accessibility.ts'
import { dialog } from './support/auth-ui.ts'
import { uniqueEmail } from './support/database.ts'
import { chooseOption, ionSelect } from './support/ion-select.ts'
import { linkTo, waitForMail } from './support/mailbox.ts'
import { signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'
import { expectToast } from './support/toasts.ts'
import { createUnconfirmedMember, createVendorTeam } from './support/vendor-team.ts'

const PASSWORD = 'Members-1!'

const section = (page: Page) => page.locator('#invite-members')
const memberRow = (page: Page, text: string) =>
  section(page).getByRole('listitem').filter({ hasText: text })
/** A member's role select (Ionic's): its button is named by its label and the role it shows. */
const roleSelect = (page: Page, name: string) =>
  ionSelect(section(page), `${MEMBER_TEXT.roleLabel} of ${name}`)
const roleOf = (page: Page, name: string) => roleSelect(page, name).getByRole('button')
const ROLE_NAMES = { vendor_admin: 'Admin', vendor_user: 'User' } as const
const shownRole = (name: string, role: keyof typeof ROLE_NAMES) =>
  `${MEMBER_TEXT.roleLabel} of ${name}, ${ROLE_NAMES[role]}`

const chooseRole = (page: Page, name: string, role: keyof typeof ROLE_NAMES) =>
  chooseOption(roleSelect(page, name), ROLE_NAMES[role])

async function openMembers(page: Page, vendorId: number) {
  await page.goto(`/company/${vendorId}#invite-members`)
  // The anchor brings the section into view once it has loaded.
  await expect(section(page).getByRole('heading', { level: 2 })).toBeInViewport()
}

/** Types into the invite modal's emails box, as a user would, key by key. */
async function typeEmails(form: Locator, text: string) {
  const box = form.getByLabel(MEMBER_TEXT.emailsLabel)
  await box.click()
  await box.pressSequentially(text)
}

/** An invitee opens the emailed link in their own browser and registers; answers their page. */
async function acceptInvitation(browser: Browser, baseURL: string, email: string) {
  const mail = await waitForMail(email)
  const link = new URL(linkTo(mail, '/accept-invitation'))
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await page.goto(`${link.pathname}${link.search}`)
  const form = dialog(page, AUTH_TEXT.invitationTitle)
  await expect(form.getByLabel(AUTH_TEXT.workEmail)).toHaveValue(email)
  await form.getByLabel(AUTH_TEXT.firstName).fill('Ben')
  await form.getByLabel(AUTH_TEXT.lastName).fill('Colleague')
  await form.getByLabel(AUTH_TEXT.jobTitle).fill('Planner')
  await form.getByLabel(AUTH_TEXT.password, { exact: true }).fill(PASSWORD)
  await form.getByLabel(AUTH_TEXT.passwordConfirmation).fill(PASSWORD)
  await form.getByRole('button', { name: AUTH_TEXT.continue }).click()
  await expect(page).toHaveURL((url) => /^\/company(\/\d+)?$/.test(url.pathname))
  return page
}

test('an admin invites two colleagues, promotes one, steps down, and the company keeps an admin', async ({
  page,
  browser,
  baseURL,
}) => {
  const team = await createVendorTeam(PASSWORD)
  await signInAs(page, team.adminEmail, PASSWORD)
  await openMembers(page, team.vendorId)

  // The only admin cannot give up the role.
  await expect(memberRow(page, team.adminEmail)).toBeVisible()
  await expect(roleOf(page, 'Ada Admin')).toBeDisabled()
  await expect(roleOf(page, 'Ada Admin')).toHaveAccessibleName(
    shownRole('Ada Admin', 'vendor_admin'),
  )
  // Why, in words under the select that a touch screen shows too, and read with the select.
  await expect(section(page).getByText(MEMBER_TEXT.oneAdminAtLeast)).toBeVisible()
  await expect(roleOf(page, 'Ada Admin')).toHaveAccessibleDescription(MEMBER_TEXT.oneAdminAtLeast)
  // Nor be offered Delete with no colleague to hand the company to.
  await expect(
    memberRow(page, team.adminEmail).getByRole('button', { name: /^Delete/ }),
  ).toHaveCount(0)

  const first = uniqueEmail('colleague-one')
  const second = uniqueEmail('colleague-two')
  await section(page).getByRole('button', { name: MEMBER_TEXT.inviteMembers }).click()
  const form = dialog(page, MEMBER_TEXT.inviteTitle)
  const send = form.getByRole('button', { name: MEMBER_TEXT.send })
  await typeEmails(form, `not-an-email,${first} ${second}`)
  await form.getByLabel(MEMBER_TEXT.emailsLabel).press('Tab')
  const notice = form.locator('.alert--info')
  await expect(notice).toContainText(`not-an-email: ${MEMBER_MESSAGES.emailInvalid}`)
  await expect(form.getByRole('listitem').filter({ hasText: first })).toBeVisible()
  await expect(form.getByRole('listitem').filter({ hasText: second })).toBeVisible()
  await form.getByLabel(MEMBER_TEXT.emailsLabel).fill('')
  await typeEmails(form, `${first},`)
  await expect(notice).toContainText(MEMBER_MESSAGES.emailDuplicated)
  // Until a role is chosen nothing can be sent.
  await expect(send).toBeDisabled()
  await chooseOption(ionSelect(form, MEMBER_TEXT.roleLabel), ROLE_NAMES.vendor_user)
  await form.getByLabel(MEMBER_TEXT.messageLabel).fill('x'.repeat(501))
  await form.getByLabel(MEMBER_TEXT.messageLabel).blur()
  await expect(form.getByText('Too long, maximum 500 chars')).toBeVisible()
  await form.getByLabel(MEMBER_TEXT.messageLabel).fill('Join us <b>now</b>!')
  // The notice goes after its few seconds.
  await expect(notice).toHaveCount(0, { timeout: 8000 })
  await expect(send).toBeEnabled()
  await send.click()
  await expectToast(page, MEMBER_TOASTS.invited)
  await expect(memberRow(page, first)).toContainText(MEMBER_TEXT.notResponded)
  await expect(memberRow(page, second)).toContainText(MEMBER_TEXT.notResponded)

  await memberRow(page, second).getByRole('button', { name: MEMBER_TEXT.resendInvite }).click()
  await expectToast(page, MEMBER_TOASTS.invitationResent)
  expect((await waitForMail(second, 2)).text).toContain('Join us <b>now</b>!')

  // The first colleague accepts through the emailed link and lands on /company.
  const colleague = await acceptInvitation(browser, baseURL as string, first)

  await page.reload()
  await expect(memberRow(page, first)).toContainText('Ben Colleague')
  await expect(roleOf(page, 'Ben Colleague')).toHaveAccessibleName(
    shownRole('Ben Colleague', 'vendor_user'),
  )
  await chooseRole(page, 'Ben Colleague', 'vendor_admin')
  await expectToast(page, MEMBER_TOASTS.roleChanged)
  await expect(roleOf(page, 'Ada Admin')).toBeEnabled()
  await chooseRole(page, 'Ada Admin', 'vendor_user')
  await expectToast(page, MEMBER_TOASTS.roleChanged)
  // No longer an admin: the stored role is downgraded and the section asks for admin access.
  await expect(
    section(page).getByRole('link', { name: MEMBER_TEXT.requestAdminAccess }),
  ).toBeVisible()
  await expect(section(page).getByRole('list')).toHaveCount(0)
  await page.reload()
  await expect(
    section(page).getByRole('link', { name: MEMBER_TEXT.requestAdminAccess }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Now Ben is the only admin (signed in again, his session carries the new role): his role is
  // locked, and leaving needs a successor, in two steps.
  await signInAs(colleague, first, PASSWORD)
  await openMembers(colleague, team.vendorId)
  await expect(roleOf(colleague, 'Ben Colleague')).toBeDisabled()
  await memberRow(colleague, 'Ben Colleague')
    .getByRole('button', { name: `${MEMBER_TEXT.delete} Ben Colleague` })
    .click()
  const remove = dialog(colleague, MEMBER_TEXT.deleteTitle)
  await expect(remove).toContainText('Ben Colleague is the only admin of the company')
  const next = remove.getByRole('button', { name: MEMBER_TEXT.next })
  await expect(next).toBeDisabled()
  await chooseOption(ionSelect(remove, MEMBER_TEXT.newAdminLabel), `Ada Admin (${team.adminEmail})`)
  await next.click()
  await expect(remove).toContainText(
    'Ada Admin will become an admin of the company, and Ben Colleague will be deleted.',
  )
  await remove.getByRole('button', { name: MEMBER_TEXT.delete, exact: true }).click()
  // Deleting oneself ends the session and goes home.
  await expectToast(colleague, MEMBER_TOASTS.deleted)
  await expect(colleague).toHaveURL((url) => url.pathname === '/')
  await colleague.context().close()

  // Ada, named the new admin, manages the team again.
  await page.reload()
  await expect(roleOf(page, 'Ada Admin')).toBeDisabled()
  await expect(memberRow(page, 'Ben Colleague')).toHaveCount(0)
})

test('the invite modal answers refused addresses in the form, and unconfirmed members can be reminded', async ({
  page,
}) => {
  const team = await createVendorTeam(PASSWORD)
  const unconfirmed = await createUnconfirmedMember(team.vendorId)
  await signInAs(page, team.adminEmail, PASSWORD)
  await openMembers(page, team.vendorId)

  await expect(memberRow(page, unconfirmed)).toContainText(MEMBER_TEXT.notConfirmed)
  await memberRow(page, unconfirmed)
    .getByRole('button', { name: MEMBER_TEXT.resendConfirmation })
    .click()
  await expectToast(page, MEMBER_TOASTS.confirmationResent(unconfirmed))
  await waitForMail(unconfirmed)

  await section(page).getByRole('button', { name: MEMBER_TEXT.inviteMembers }).click()
  const form = dialog(page, MEMBER_TEXT.inviteTitle)
  await form.getByLabel(MEMBER_TEXT.emailsLabel).focus()
  await ionSelect(form, MEMBER_TEXT.roleLabel).getByRole('button').focus()
  await expect(form.getByText(MEMBER_MESSAGES.emailsRequired)).toBeVisible()
  await form.getByLabel(MEMBER_TEXT.messageLabel).focus()
  await expect(form.getByText(MEMBER_MESSAGES.roleRequired)).toBeVisible()
  // A pasted message past 500 characters is kept whole and said to be too long.
  const message = form.getByLabel(MEMBER_TEXT.messageLabel)
  await message.fill('x'.repeat(501))
  await expect(message).toHaveValue('x'.repeat(501))
  await expect(form.getByText('501 / 500')).toBeVisible()
  await expect(form.getByText('Too long, maximum 500 chars', { exact: true })).toBeVisible()
  await message.fill('Welcome aboard')
  await expect(form.getByText(MEMBER_MESSAGES.messageTooLong)).toHaveCount(0)

  await typeEmails(form, `${unconfirmed} ${team.adminEmail},`)
  await chooseOption(ionSelect(form, MEMBER_TEXT.roleLabel), ROLE_NAMES.vendor_admin)
  await form.getByRole('button', { name: MEMBER_TEXT.send }).click()
  const refused = form.locator('.alert--danger')
  await expect(refused).toContainText(MEMBER_MESSAGES.alreadyMember(unconfirmed))
  await expect(refused).toContainText(MEMBER_MESSAGES.alreadyMember(team.adminEmail))
  await expect(page.locator('ion-toast')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // Closing the modal forgets the server's answer.
  await form.getByRole('button', { name: MEMBER_TEXT.cancel }).click()
  await section(page).getByRole('button', { name: MEMBER_TEXT.inviteMembers }).click()
  await expect(dialog(page, MEMBER_TEXT.inviteTitle).locator('.alert--danger')).toHaveCount(0)
})
