import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { ACTIVITY_TEXT } from '../src/app/features/admin/activity-text.ts'
import { shortDate } from '../src/app/features/admin/admin-format.ts'
import { ADMIN_TEXT } from '../src/app/features/admin/admin-text.ts'
import { AUDIT_TEXT } from '../src/app/features/admin/audit-text.ts'
import { COMPANY_TEXT } from '../src/app/features/admin/company-text.ts'
import { LOOKUP_TEXT } from '../src/app/features/admin/lookup-text.ts'
import { MAIL_TEXT } from '../src/app/features/admin/mail-text.ts'
import { RECOMMENDATION_TEXT } from '../src/app/features/admin/recommendation-text.ts'
import { STATISTICS_TEXT } from '../src/app/features/admin/statistics-text.ts'
import { AUTH_TEXT } from '../src/app/features/auth/auth-texts.ts'
import { COMPANY_FORM_TEXT } from '../src/app/features/company-form/company-form-messages.ts'
import { NO_RESULTS } from '../src/app/features/search/search-messages.ts'
import { MENU_TEXT } from '../src/app/ui/account-menu-items.ts'
import type { AdminFeatured } from '../src/domain/admin-featured.ts'
import { ADMIN_LOOKUP_MESSAGES, type AdminLookup } from '../src/domain/admin-lookups.ts'
import { AUTH_MESSAGES } from '../src/domain/auth-messages.ts'
import {
  accountNav,
  alertDialog,
  DEMO_PASSWORD,
  demoEmail,
  dialog,
  isMobile,
  logIn,
  openAccountMenu,
} from './support/auth-ui.ts'
import {
  companyOf,
  createUser,
  createVendorWithTactic,
  createWaitingRegistrant,
  inTurn,
  uniqueEmail,
} from './support/database.ts'
import { chooseOption, ionSelect } from './support/ion-select.ts'
import { waitForMail } from './support/mailbox.ts'
import { apiSignIn, authHeaders, signInAs } from './support/session.ts'
import { ANY_WIDTH } from './support/tags.ts'
import { expect, test } from './support/test.ts'
import { expectToast } from './support/toasts.ts'
import { createLookalikeClaim, createVendorClaim } from './support/vendor-claim.ts'
import { createMemberlessVendor, createVendorTeam } from './support/vendor-team.ts'

const PASSWORD = 'Claimant-1!'

const sections = (page: Page) => page.getByRole('navigation', { name: ADMIN_TEXT.sections })

/** Opens an admin section from the side menu: beside the page on a desktop, behind Menu on a phone. */
async function openSection(page: Page, label: string) {
  if (isMobile(page)) {
    await expect(sections(page)).toBeHidden()
    await page.getByRole('button', { name: 'Menu' }).click()
  }
  await sections(page).getByRole('link', { name: label }).click()
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
  if (isMobile(page)) await expect(sections(page)).toBeHidden()
}

test('a super admin opens the admin site from the header menu and decides a vendor claim', async ({
  page,
  browser,
  baseURL,
}) => {
  const claim = await createVendorClaim(PASSWORD)
  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/search')
  const items = await openAccountMenu(page)
  const [admin] = await Promise.all([
    page.waitForEvent('popup'),
    items.filter({ hasText: MENU_TEXT.admin }).click(),
  ])
  // The one-time code is exchanged and leaves the address bar.
  await expect(admin).toHaveURL((url) => url.pathname === '/admin' && url.search === '')
  await expect(admin.getByRole('heading', { level: 1, name: ADMIN_TEXT.overview })).toBeVisible()
  const pending = admin.locator('.admin-stat').filter({ hasText: ADMIN_TEXT.pendingClaims })
  await expect(pending.locator('.admin-stat__value')).toHaveText(/^[1-9]\d*$/)
  await expect(admin.getByText(ADMIN_TEXT.vendors, { exact: true })).toBeVisible()

  await openSection(admin, ADMIN_TEXT.vendorClaims)
  const row = admin.getByRole('listitem').filter({ hasText: claim.companyName })
  await expect(row).toContainText(claim.claimantEmail)
  await row.getByRole('button', { name: `${ADMIN_TEXT.approve} Clara Claimant` }).click()
  await expectToast(admin, ADMIN_TEXT.approved('Clara Claimant', claim.companyName))
  await expect(row).toHaveCount(0)

  // The claimant now runs the company: its edit form opens for them.
  const context = await browser.newContext({ baseURL })
  const claimant = await context.newPage()
  await signInAs(claimant, claim.claimantEmail, PASSWORD)
  await claimant.goto(`/company/${claim.vendorId}/edit`)
  await expect(
    claimant.getByRole('heading', { level: 1, name: COMPANY_FORM_TEXT.editTitle }),
  ).toBeVisible()
  await context.close()

  await openSection(admin, ADMIN_TEXT.overview)
})

test('pulling an admin page down reloads it: a vendor claim made meanwhile appears', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  // The list is read before the claim is made: the heading alone shows while it is still asked for.
  const listed = page.waitForResponse((answer) => answer.url().endsWith('/admin/vendor_claims'))
  await page.goto('/admin/vendor-claims')
  await expect(page.getByRole('heading', { level: 1, name: ADMIN_TEXT.vendorClaims })).toBeVisible()
  await listed
  const claim = await createVendorClaim(PASSWORD)
  const row = page.getByRole('listitem').filter({ hasText: claim.companyName })
  await expect(row).toHaveCount(0)

  // A finger's pull from the top of the page, well past Ionic's 60 px threshold.
  const content = await page.locator(`#admin-content ion-content`).boundingBox()
  const x = (content?.x ?? 0) + (content?.width ?? 0) / 2
  const y = (content?.y ?? 0) + 16
  await page.mouse.move(x, y)
  await page.mouse.down()
  for (let step = 1; step <= 12; step++) await page.mouse.move(x, y + step * 20)
  await page.mouse.up()
  await expect(row).toContainText(claim.claimantEmail)
})

test('a claim of a company named like an existing vendor says which vendor it looks like', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  const claim = await createLookalikeClaim(PASSWORD)
  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/admin/vendor-claims')
  const row = page.getByRole('listitem').filter({ hasText: claim.claimantEmail })
  await expect(row).toContainText(claim.companyName)
  await expect(row).toContainText(ADMIN_TEXT.looksLike(claim.original))
  await row.getByRole('button', { name: `${ADMIN_TEXT.decline} Ivan Lookalike` }).click()
  await expectToast(page, ADMIN_TEXT.declined('Ivan Lookalike', claim.companyName))
  await expect(row).toHaveCount(0)
})

test('a super admin finds an account, makes it an admin, deactivates it (its session ends, its sign-in is refused) and reactivates it', {
  tag: ANY_WIDTH,
}, async ({ page, browser, baseURL }) => {
  const lastName = `Deactivate${Date.now().toString(36)}`
  const name = `Dana ${lastName}`
  const { email } = await createUser({
    role: 'vendor_user',
    password: PASSWORD,
    companyOf: demoEmail('vendor_admin'),
    firstName: 'Dana',
    lastName,
  })
  const context = await browser.newContext({ baseURL })
  const member = await context.newPage()
  await signInAs(member, email, PASSWORD)
  await member.goto('/search')
  await expect(accountNav(member)).toContainText(name)

  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/admin')
  await openSection(page, ADMIN_TEXT.accounts)
  await page.getByRole('searchbox', { name: ADMIN_TEXT.searchAccounts }).fill(lastName)
  await expect(
    page.getByRole('status').filter({ hasText: ADMIN_TEXT.accountCount(1) }),
  ).toBeVisible()
  const row = page.locator('.account-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(email)
  await expect(row).toContainText('Vendor user')

  await row.click()
  const sheet = dialog(page, name)
  await sheet.locator('ion-select').click()
  await page
    .locator('ion-popover')
    .getByRole('radio', { name: 'Vendor admin', exact: true })
    .click()
  await expectToast(page, ADMIN_TEXT.roleChanged(name, 'Vendor admin'))
  await expect(sheet.getByRole('button', { name: /, Vendor admin$/ })).toBeVisible()

  await sheet.getByRole('button', { name: ADMIN_TEXT.deactivate }).click()
  const confirm = alertDialog(page, ADMIN_TEXT.deactivateTitle)
  await expect(confirm).toContainText(ADMIN_TEXT.deactivateQuestion(name))
  await confirm.getByRole('button', { name: ADMIN_TEXT.deactivate }).click()
  await expectToast(page, ADMIN_TEXT.deactivatedToast(name))
  await expect(sheet).toContainText(ADMIN_TEXT.deactivatedOn(''))

  // The member's next request is refused: the app drops the session and goes to /.
  await member.reload()
  await expect(member).toHaveURL((url) => url.pathname === '/')
  await expect(accountNav(member).getByRole('link', { name: 'Log in' })).toBeVisible()
  await accountNav(member).getByRole('link', { name: 'Log in' }).click()
  const login = dialog(member, AUTH_TEXT.loginTitle)
  await login.getByLabel(AUTH_TEXT.workEmail).fill(email)
  await login.getByLabel(AUTH_TEXT.password, { exact: true }).fill(PASSWORD)
  await login.getByRole('button', { name: AUTH_TEXT.logInButton }).click()
  await expect(login.getByRole('alert')).toHaveText(AUTH_MESSAGES.deactivated, { timeout: 30_000 })
  await login.getByRole('button', { name: 'Close' }).click()

  await sheet.getByRole('button', { name: ADMIN_TEXT.reactivate }).click()
  await expectToast(page, ADMIN_TEXT.reactivatedToast(name))
  await expect(sheet.getByRole('button', { name: ADMIN_TEXT.deactivate })).toBeVisible()
  await member.goto('/')
  await logIn(member, email, PASSWORD)
  await expect(accountNav(member)).toContainText(name)
  await context.close()
})

test('a super admin changes an account’s role and reads the change, before and after, in the Audit log', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  const lastName = `Audited${Date.now().toString(36)}`
  const name = `Aude ${lastName}`
  const { email } = await createUser({
    role: 'vendor_user',
    password: PASSWORD,
    companyOf: demoEmail('vendor_admin'),
    firstName: 'Aude',
    lastName,
  })
  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto(`/admin/accounts?query=${lastName}`)
  await page.locator('.account-row').filter({ hasText: email }).click()
  const sheet = dialog(page, name)
  await sheet.locator('ion-select').click()
  await page
    .locator('ion-popover')
    .getByRole('radio', { name: 'Vendor admin', exact: true })
    .click()
  await expectToast(page, ADMIN_TEXT.roleChanged(name, 'Vendor admin'))
  await sheet.getByRole('button', { name: 'Close' }).click()

  await openSection(page, AUDIT_TEXT.title)
  await page.locator('ion-select.audit-filter').click()
  await page
    .locator('ion-popover')
    .getByRole('radio', { name: AUDIT_TEXT.actions['account.role_changed'], exact: true })
    .click()
  await expect(page).toHaveURL((url) => url.searchParams.get('action') === 'account.role_changed')
  const row = page.locator('.account-row').filter({ hasText: email })
  await expect(row).toContainText(AUDIT_TEXT.actions['account.role_changed'])
  await expect(row).toContainText(AUDIT_TEXT.by('Ada Admin'))

  await row.click()
  const detail = dialog(page, AUDIT_TEXT.actions['account.role_changed'])
  await expect(detail).toContainText(email)
  const change = detail.getByRole('table', { name: AUDIT_TEXT.changes })
  await expect(change.getByRole('row', { name: 'Role' })).toHaveText(
    /Role\s*Vendor user\s*Vendor admin/,
  )
})

test('a buyer searches for a word the catalogue lacks, and the super admin reads it among the searches that found nothing and downloads them as CSV', {
  tag: ANY_WIDTH,
}, async ({ page, browser, baseURL }) => {
  const missing = `zqmissing${Date.now().toString(36)}`
  const context = await browser.newContext({ baseURL })
  const buyer = await context.newPage()
  await signInAs(buyer, demoEmail('cpg_user'), DEMO_PASSWORD)
  await buyer.goto('/search?tab=vendors')
  const box = buyer.getByRole('combobox').first()
  await box.fill(missing)
  await box.press('Enter')
  await expect(buyer.getByText(NO_RESULTS.vendors)).toBeVisible()
  await context.close()

  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/admin')
  const period = page.getByRole('tablist', { name: STATISTICS_TEXT.period })
  await period.getByRole('tab', { name: STATISTICS_TEXT.periods[7] }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('days') === '7')
  const zero = page.getByRole('region', { name: STATISTICS_TEXT.charts.zeroResultKeywords.title })
  const row = zero.getByRole('row', { name: new RegExp(missing) })
  await expect(row.getByRole('rowheader')).toHaveText(missing)
  await expect(row.getByRole('cell').first()).toHaveText('1')
  const searches = page.getByRole('region', { name: STATISTICS_TEXT.charts.searchesPerDay.title })
  await expect(searches.getByRole('img')).toHaveAccessibleName(/\d+ search(es)? in this period/)
  await searches.getByText(STATISTICS_TEXT.showTable).click()
  const table = searches.getByRole('table', { name: STATISTICS_TEXT.charts.searchesPerDay.title })
  await expect(table.getByRole('row')).toHaveCount(8)

  const downloading = page.waitForEvent('download')
  await zero
    .getByRole('button', {
      name: STATISTICS_TEXT.downloadCsvOf(STATISTICS_TEXT.charts.zeroResultKeywords.title),
    })
    .click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(
    /^zero-result-keywords-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  )
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n')
  expect(lines[0]).toBe(STATISTICS_TEXT.charts.zeroResultKeywords.columns.join(','))
  expect(lines.some((line) => line.startsWith(`${missing},1,`))).toBe(true)
})

test('a super admin features a vendor’s tactic first, and a buyer sees it first in the search screen’s carousel', {
  tag: ANY_WIDTH,
}, async ({ page, browser, baseURL }) => {
  const { vendorName, tacticName, tacticId } = await createVendorWithTactic('Featured')
  const label = ADMIN_TEXT.tacticOf(tacticName, vendorName)
  const text = ADMIN_TEXT.featuredLists.tactic
  // The featured lists are the whole marketplace's: the phone's and the desktop's runs take turns.
  await inTurn('featured lists', async () => {
    const session = await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
    try {
      await page.goto('/admin')
      await openSection(page, ADMIN_TEXT.featured)
      const tactics = page.getByRole('region', { name: text.title })
      const rows = tactics.getByRole('list', { name: text.list }).getByRole('listitem')
      await expect(rows.first()).toBeVisible()
      await expect(page.getByText(ADMIN_TEXT.featuredUpToDate)).toBeVisible()

      await tactics.getByRole('searchbox', { name: text.find }).fill(tacticName)
      await tactics.getByRole('button', { name: ADMIN_TEXT.add(label) }).click()
      await expect(rows.first()).toContainText(tacticName)
      await expect(rows.first()).toContainText(vendorName)
      // Moved down and back up: the focus stays with the row, on the button still of use.
      const moveUp = tactics.getByRole('button', { name: ADMIN_TEXT.moveUp(label) })
      const moveDown = tactics.getByRole('button', { name: ADMIN_TEXT.moveDown(label) })
      await moveDown.click()
      await expect(rows.nth(1)).toContainText(tacticName)
      await expect(moveDown).toBeFocused()
      await moveUp.click()
      await expect(rows.first()).toContainText(tacticName)
      await expect(moveUp).toBeDisabled()
      await expect(moveDown).toBeFocused()
      await expect(page.getByText(ADMIN_TEXT.unsavedFeatured)).toBeVisible()

      await page.getByRole('button', { name: ADMIN_TEXT.save, exact: true }).click()
      await expectToast(page, ADMIN_TEXT.featuredSaved)
      await expect(page.getByText(ADMIN_TEXT.featuredUpToDate)).toBeVisible()

      const context = await browser.newContext({ baseURL })
      const buyer = await context.newPage()
      await signInAs(buyer, demoEmail('cpg_user'), DEMO_PASSWORD)
      await buyer.goto('/search')
      const slides = buyer.locator(
        '[aria-roledescription="carousel"] [aria-roledescription="slide"]',
      )
      await expect(slides.first()).toContainText(tacticName)
      await expect(slides.first()).toContainText(vendorName)
      await context.close()
    } finally {
      // The tactic leaves the list again, whatever else the run featured meanwhile.
      const headers = authHeaders(session)
      const read = await page.request.get('/api/v1/admin/featured', { headers })
      const { tactics } = (await read.json()) as AdminFeatured
      const kept = tactics.map((tactic) => tactic.id).filter((id) => id !== tacticId)
      const restored = await page.request.put('/api/v1/admin/featured/tactics', {
        headers,
        data: { tactic_ids: kept },
      })
      expect(restored.status()).toBe(200)
    }
  })
})

test(
  'a super admin adds a tactic type; a vendor admin finds it in the tactic form and a buyer in the search’s Browse row',
  { tag: ANY_WIDTH },
  async ({ page, browser, baseURL }, testInfo) => {
    const name = `Aisle Glow ${testInfo.project.name} ${Date.now().toString(36)}`
    const session = await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
    let created: AdminLookup | undefined
    try {
      await page.goto('/admin')
      await openSection(page, LOOKUP_TEXT.title)
      await chooseOption(ionSelect(page, LOOKUP_TEXT.kind), 'Tactic types')
      await expect(page).toHaveURL(/kind=tactic_types/)
      const rows = page.locator('.admin-row')
      await expect(rows.first()).toContainText(/\d+ tactics?/)

      await page.getByRole('button', { name: LOOKUP_TEXT.add('tactic_types') }).click()
      const form = dialog(page, LOOKUP_TEXT.addTitle('tactic_types'))
      await form.getByRole('button', { name: LOOKUP_TEXT.save }).click()
      await expect(form.getByText(ADMIN_LOOKUP_MESSAGES.nameRequired)).toBeVisible()
      await form.getByLabel(LOOKUP_TEXT.name).fill(name)
      await form.getByRole('button', { name: LOOKUP_TEXT.save }).click()
      const groupRequired = ADMIN_LOOKUP_MESSAGES.sectionRequired('path-to-purchase group')
      await expect(form.getByText(groupRequired)).toBeVisible()
      // What was typed stays while the form asks for more.
      await expect(form.getByLabel(LOOKUP_TEXT.name)).toHaveValue(name)
      const groups = await page.request.get('/api/v1/admin/lookups/path_to_purchase_groups', {
        headers: authHeaders(session),
      })
      const [group] = ((await groups.json()) as { lookups: AdminLookup[] }).lookups
      const groupName = group?.name ?? ''
      // Nothing chosen yet: the select's button is named by its label alone.
      const groupSelect = form
        .locator('ion-select')
        .filter({ has: page.getByRole('button', { name: 'Path-to-purchase group' }) })
      await chooseOption(groupSelect, groupName)
      await form.getByRole('button', { name: LOOKUP_TEXT.save }).click()
      await expectToast(page, LOOKUP_TEXT.added(name))
      const row = rows.filter({ hasText: name })
      await expect(row).toContainText('0 tactics')
      // It came last in its group: moved up, the focus stays on its button.
      const moveUp = page.getByRole('button', { name: LOOKUP_TEXT.moveUp(name) })
      await moveUp.click()
      await expect(page.getByRole('button', { name: LOOKUP_TEXT.moveDown(name) })).toBeEnabled()
      await expect(moveUp).toBeFocused()
      const list = await page.request.get('/api/v1/admin/lookups/tactic_types', {
        headers: authHeaders(session),
      })
      created = ((await list.json()) as { lookups: AdminLookup[] }).lookups.find(
        (l) => l.name === name,
      )
      expect(created?.section).toBe(groupName)

      const vendorContext = await browser.newContext({ baseURL })
      const vendor = await vendorContext.newPage()
      const member = await signInAs(vendor, demoEmail('vendor_admin'), DEMO_PASSWORD)
      await vendor.goto(`/company/${member.user.vendor_id}/tactics/new`)
      await vendor.getByRole('button', { name: 'Choose Tactic type' }).click()
      await expect(dialog(vendor, 'Tactic type').getByRole('checkbox', { name })).toBeVisible()
      await vendorContext.close()

      const buyerContext = await browser.newContext({ baseURL })
      const buyer = await buyerContext.newPage()
      await signInAs(buyer, demoEmail('cpg_user'), DEMO_PASSWORD)
      await buyer.goto('/search')
      const browse = buyer.getByRole('navigation', { name: 'Browse' })
      await browse.getByRole('button', { name: groupName, exact: true }).click()
      const menu = buyer.getByRole('list', { name: `${groupName} tactic types` })
      await expect(menu.getByRole('button', { name, exact: true })).toBeVisible()
      await buyerContext.close()

      // Deleted again: nothing uses it, so the question is a plain delete.
      await page.getByRole('button', { name: LOOKUP_TEXT.remove(name) }).click()
      const question = alertDialog(page, LOOKUP_TEXT.deleteTitle)
      await question.getByRole('button', { name: LOOKUP_TEXT.delete }).click()
      await expectToast(page, LOOKUP_TEXT.deleted(name))
      await expect(row).toHaveCount(0)
      created = undefined
    } finally {
      if (created) {
        await page.request.delete(`/api/v1/admin/lookups/tactic_types/${created.id}`, {
          headers: authHeaders(session),
        })
      }
    }
  },
)

test('a super admin deleting a vendor type in use is asked to merge it into another', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/admin/lookups?kind=vendor_types')
  await expect(page.getByRole('heading', { level: 1, name: LOOKUP_TEXT.title })).toBeVisible()
  const used = page
    .locator('.admin-row')
    .filter({ hasText: /[1-9]\d* vendors?/ })
    .first()
  const usedName = ((await used.locator('strong').textContent()) ?? '').trim()
  await used.getByRole('button', { name: LOOKUP_TEXT.remove(usedName) }).click()
  const merge = dialog(page, LOOKUP_TEXT.mergeTitle(usedName))
  await expect(merge.getByText(/is in use/)).toBeVisible()
  await merge.getByRole('button', { name: LOOKUP_TEXT.merge }).click()
  await expect(merge.getByText(LOOKUP_TEXT.mergeRequired)).toBeVisible()
  await merge.getByRole('button', { name: LOOKUP_TEXT.cancel }).click()
  await expect(merge).toHaveCount(0)
  // Left as it was: the catalogue is every spec's, so the merge is asked, never done.
  await expect(page.locator('.admin-row').filter({ hasText: usedName }).first()).toBeVisible()
})

test('a super admin approves a request to join a company with members, and merges a twin company into it', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  const team = await createVendorTeam(PASSWORD)
  const registrant = await createWaitingRegistrant(PASSWORD, team.adminEmail)
  const twin = await createMemberlessVendor('Twin')
  const session = await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/admin')
  await openSection(page, COMPANY_TEXT.title)
  const row = page.getByRole('listitem').filter({ hasText: registrant })
  await expect(row).toContainText(team.companyName)
  await row
    .getByRole('button', { name: `${ADMIN_TEXT.approve} Vera Vendor for ${team.companyName}` })
    .click()
  await expectToast(page, COMPANY_TEXT.approved('Vera Vendor', team.companyName))
  await expect(row).toHaveCount(0)
  expect((await companyOf(registrant)).name).toBe(team.companyName)

  const choose = async (label: string, name: string) => {
    const picker = page.getByRole('region', { name: label })
    await picker.getByLabel(COMPANY_TEXT.find).fill(name)
    await picker.getByRole('button', { name: `${COMPANY_TEXT.choose}${name}` }).click()
    await expect(picker).toContainText(COMPANY_TEXT.change)
  }
  await choose(COMPANY_TEXT.gone, twin.companyName)
  await choose(COMPANY_TEXT.kept, team.companyName)
  await page.getByRole('button', { name: COMPANY_TEXT.mergeButton }).click()
  const question = alertDialog(page, COMPANY_TEXT.mergeTitle)
  await expect(question).toContainText(
    COMPANY_TEXT.mergeQuestion(twin.companyName, team.companyName),
  )
  await question.getByRole('button', { name: COMPANY_TEXT.mergeButton }).click()
  await expectToast(page, COMPANY_TEXT.merged(twin.companyName, team.companyName))
  // The twin's profile went with it: the team's vendor is the firm's one profile.
  const gone = await page.request.get(`/api/v1/vendors/${twin.vendorId}`, {
    headers: authHeaders(session),
  })
  expect(gone.status()).toBe(404)
  const picker = page.getByRole('region', { name: COMPANY_TEXT.gone })
  await picker.getByLabel(COMPANY_TEXT.find).fill(twin.companyName)
  await expect(picker.getByText(COMPANY_TEXT.noMatch(twin.companyName))).toBeVisible()
})

test('a super admin finds a buyer’s recommended vendor as new, invites it, notes the call and dismisses another', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  const tag = Date.now().toString(36)
  const invited = { name: `Gap Media ${tag}`, email: uniqueEmail('recommended-vendor') }
  const dismissed = `Gone Retail ${tag}`
  const buyer = await apiSignIn(page.request, demoEmail('cpg_user'), DEMO_PASSWORD)
  for (const [name, email] of [
    [dismissed, undefined],
    [invited.name, invited.email],
  ] as const) {
    const answer = await page.request.post('/api/v1/recommend_vendor', {
      headers: authHeaders(buyer),
      data: { vendor_name: name, vendor_website: 'gap.example', vendor_email: email },
    })
    expect(answer.status()).toBe(200)
  }

  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/admin')
  await openSection(page, RECOMMENDATION_TEXT.title)
  const filter = page.getByRole('tablist', { name: RECOMMENDATION_TEXT.statusFilter })
  await filter.getByRole('tab', { name: RECOMMENDATION_TEXT.statuses.new }).click()
  await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'new')
  const row = (name: string) => page.locator('.account-row').filter({ hasText: name })
  await expect(row(invited.name)).toContainText(invited.email)
  await expect(row(invited.name)).toContainText(RECOMMENDATION_TEXT.recommendedBy('Bea Buyer'))
  await expect(row(invited.name)).toContainText(RECOMMENDATION_TEXT.statuses.new)

  await row(invited.name).click()
  const sheet = dialog(page, invited.name)
  await sheet.getByRole('button', { name: RECOMMENDATION_TEXT.invite }).click()
  const confirm = alertDialog(page, RECOMMENDATION_TEXT.inviteTitle)
  await expect(confirm).toContainText(
    RECOMMENDATION_TEXT.inviteQuestion(invited.name, invited.email),
  )
  await confirm.getByRole('button', { name: RECOMMENDATION_TEXT.sendInvitation }).click()
  await expectToast(page, RECOMMENDATION_TEXT.invited(invited.email))
  await expect(sheet).toContainText(
    RECOMMENDATION_TEXT.invitedOn(invited.email, shortDate(new Date().toISOString())),
  )
  await expect(
    sheet.getByRole('button', { name: `, ${RECOMMENDATION_TEXT.statuses.contacted}` }),
  ).toBeVisible()
  const mail = await waitForMail(invited.email)
  expect(mail.subject).toContain(invited.name)
  expect(mail.text).toContain(`have recommended ${invited.name}, which is not listed yet`)
  expect(mail.links.some((link) => new URL(link).pathname === '/sign-up')).toBe(true)

  const note = sheet.getByRole('textbox', { name: RECOMMENDATION_TEXT.note })
  await note.fill('Spoke to their sales lead; they will register next week.')
  await sheet.getByRole('button', { name: RECOMMENDATION_TEXT.saveNote }).click()
  await expectToast(page, RECOMMENDATION_TEXT.noteSaved)
  await sheet.getByRole('button', { name: 'Close' }).click()
  await expect(row(invited.name)).toHaveCount(0)

  await row(dismissed).click()
  const other = dialog(page, dismissed)
  await expect(other).toContainText(RECOMMENDATION_TEXT.noVendorEmail)
  await other.locator('ion-select').click()
  await page
    .locator('ion-popover')
    .getByRole('radio', { name: RECOMMENDATION_TEXT.statuses.dismissed, exact: true })
    .click()
  await expectToast(
    page,
    RECOMMENDATION_TEXT.statusChanged(dismissed, RECOMMENDATION_TEXT.statuses.dismissed),
  )
  await other.getByRole('button', { name: 'Close' }).click()
  await expect(row(dismissed)).toHaveCount(0)

  await filter.getByRole('tab', { name: RECOMMENDATION_TEXT.statuses.contacted }).click()
  await expect(row(invited.name)).toContainText(RECOMMENDATION_TEXT.statuses.contacted)
  await filter.getByRole('tab', { name: RECOMMENDATION_TEXT.statuses.dismissed }).click()
  await expect(row(dismissed)).toContainText(RECOMMENDATION_TEXT.statuses.dismissed)
})

test('a super admin finds a buyer’s share in Activity by its vendor, downloads it as CSV and sees its email sent in Mail', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  const { vendorId, vendorName } = await createVendorWithTactic('Shared')
  const friend = uniqueEmail('shared-with')
  const buyerEmail = demoEmail('cpg_user')
  const buyer = await apiSignIn(page.request, buyerEmail, DEMO_PASSWORD)
  const shared = await page.request.post(`/api/v1/vendors/${vendorId}/share_via_email`, {
    headers: { ...authHeaders(buyer), 'Idempotency-Key': crypto.randomUUID() },
    data: { emails: [friend] },
  })
  expect(shared.status()).toBe(200)
  const mail = await waitForMail(friend)

  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/admin')
  await openSection(page, ACTIVITY_TEXT.title)
  await page
    .getByRole('tablist', { name: ACTIVITY_TEXT.kindFilter })
    .getByRole('tab', { name: ACTIVITY_TEXT.kinds.share })
    .click()
  await page.getByRole('searchbox', { name: ACTIVITY_TEXT.findVendor }).fill(vendorName)
  await page.getByRole('button', { name: ACTIVITY_TEXT.chooseVendor(vendorName) }).click()
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('vendor') === String(vendorId) &&
      url.searchParams.get('kind') === 'share',
  )
  await expect(page.getByRole('status').filter({ hasText: ACTIVITY_TEXT.count(1) })).toBeVisible()
  const row = page.locator('.account-row')
  await expect(row).toHaveCount(1)
  await expect(row).toContainText(ACTIVITY_TEXT.kindOfRow.share)
  await expect(row).toContainText(vendorName)
  await expect(row).toContainText(ACTIVITY_TEXT.recipients([friend]))
  await expect(row).toContainText(buyerEmail)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: ACTIVITY_TEXT.download }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n')
  expect(lines).toHaveLength(3)
  expect(lines[0]).toBe(
    'Date,Kind,Vendor ID,Vendor,Tactic,Buyer,Buyer email,Buyer company,Recipients,Quote status,Outcome,Replies,Last activity',
  )
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,share,/)
  expect(lines[1]).toContain(`,share,${vendorId},${vendorName},,`)
  expect(lines[1]).toContain(`,${buyerEmail},`)
  // A share has no thread: the quote columns stay empty.
  expect(lines[1]?.endsWith(`,${friend},,,,`)).toBe(true)
  expect(lines[2]).toBe('')

  // Clearing the vendor gives the search back, the kind still chosen.
  await page.getByRole('button', { name: ACTIVITY_TEXT.clearVendor(vendorName) }).click()
  await expect(page).toHaveURL(
    (url) => !url.searchParams.has('vendor') && url.searchParams.get('kind') === 'share',
  )
  await expect(page.getByRole('searchbox', { name: ACTIVITY_TEXT.findVendor })).toHaveValue('')

  await openSection(page, MAIL_TEXT.title)
  await page
    .getByRole('tablist', { name: MAIL_TEXT.stateFilter })
    .getByRole('tab', { name: MAIL_TEXT.states.sent })
    .click()
  await expect(page).toHaveURL((url) => url.searchParams.get('state') === 'sent')
  const email = page.locator('.account-row').filter({ hasText: MAIL_TEXT.to(friend) })
  await expect(email).toContainText(mail.subject)
  await expect(email).toContainText(MAIL_TEXT.states.sent)
  await expect(email.getByRole('button', { name: MAIL_TEXT.retry })).toHaveCount(0)
})

test('the Mail page says when the send rate holds emails back, with how many wait', {
  tag: ANY_WIDTH,
}, async ({ page }) => {
  // Holding the real server's outbox back would delay the mail of every other test running, so
  // the answer is given the held-back count the API reports then (outbox-send-rate.test.ts).
  const heldBack = { waiting: 1234, per_minute: 120 }
  const outboxList = /\/api\/v1\/admin\/outbox(\?|$)/
  await page.route(outboxList, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, json: { ...(await response.json()), held_back: heldBack } })
  })
  await signInAs(page, demoEmail('super_admin'), DEMO_PASSWORD)
  await page.goto('/admin')
  await openSection(page, MAIL_TEXT.title)
  const alert = page.getByRole('status').filter({ hasText: 'Sending is being held back' })
  await expect(alert).toHaveText(MAIL_TEXT.heldBack(1234, 120))
  await expect(alert).toContainText('1,234 emails are waiting')

  // The server's own answer: sending keeps up, no alert.
  await page.unroute(outboxList)
  const listed = page.waitForResponse(outboxList)
  await page.reload()
  expect((await (await listed).json()).held_back).toBeNull()
  await expect(page.getByRole('heading', { level: 1, name: MAIL_TEXT.title })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0)
  await expect(page.getByText('Sending is being held back')).toHaveCount(0)
})

test('every other role is refused the admin site, and a visitor is asked to sign in', {
  tag: ANY_WIDTH,
}, async ({ page, browser, baseURL }) => {
  for (const role of ['cpg_user', 'vendor_admin', 'vendor_user'] as const) {
    const session = await signInAs(page, demoEmail(role), DEMO_PASSWORD)
    await page.goto('/admin/vendor-claims')
    await expect(page).toHaveURL((url) => url.pathname === '/forbidden')
    await expect(page.getByText(AUTH_MESSAGES.forbidden)).toBeVisible()
    const answer = await page.request.get('/api/v1/admin/overview', {
      headers: authHeaders(session),
    })
    expect(answer.status()).toBe(403)
  }

  const context = await browser.newContext({ baseURL })
  const visitor = await context.newPage()
  await visitor.goto('/admin')
  await expect(visitor).toHaveURL((url) => url.pathname === '/' && url.searchParams.has('redirect'))
  expect((await visitor.request.get('/api/v1/admin/overview')).status()).toBe(401)
  await context.close()
})
