import { cellText } from '../src/app/features/compare/compare-rows.ts'
import { COMPARE_TEXT } from '../src/app/features/compare/compare-texts.ts'
import { COMPARE_ROWS, type CompareResponse } from '../src/domain/compare.ts'
import { DEMO_PASSWORD, demoEmail } from './support/auth-ui.ts'
import { anotherVendor, demoVendor, tacticsOf } from './support/catalogue.ts'
import { goOffline, persisted, readyOffline } from './support/network.ts'
import { apiSignIn, authHeaders, signInAs } from './support/session.ts'
import { expect, test } from './support/test.ts'

/**
 * Docs/spec/workspace.md §2 "Works offline for tactics whose pages were viewed": on a phone at the
 * trade show, with no connection, the comparison is made from the tactic pages the device keeps.
 */
test('offline, a buyer compares the tactics whose pages they viewed, each row as online; a tactic never viewed says to open it once online', async ({
  page,
  context,
}) => {
  const { vendorId, tactic } = await demoVendor(page.request)
  const other = await anotherVendor(page.request, [vendorId])
  const [second] = await tacticsOf(page.request, other.id)
  const unseen = (await tacticsOf(page.request, vendorId)).find((t) => t.id !== tactic.id)
  if (!second || !unseen) throw new Error('The catalogue lacks tactics to compare')
  const email = demoEmail('cpg_user')
  const session = await apiSignIn(page.request, email, DEMO_PASSWORD)
  const online = await page.request.get(`/api/v1/compare?tactic_ids=${tactic.id},${second.id}`, {
    headers: authHeaders(session),
  })
  const { tactics: columns } = (await online.json()) as CompareResponse

  await signInAs(page, email, DEMO_PASSWORD)
  await page.goto(`/company/${vendorId}/tactics/${tactic.id}`)
  await expect(page.getByRole('heading', { level: 1, name: tactic.name })).toBeVisible()
  await readyOffline(page)
  await page.goto(`/company/${other.id}/tactics/${second.id}`)
  await expect(page.getByRole('heading', { level: 1, name: second.name })).toBeVisible()
  await persisted(page, `"tactics","detail",${other.id},${second.id}`)

  await goOffline(context)
  await page.goto(`/compare?tactics=${tactic.id},${second.id},${unseen.id}`)
  await expect(page.getByRole('heading', { level: 1, name: COMPARE_TEXT.title })).toBeVisible()
  await expect(page.getByText(COMPARE_TEXT.fromDevice)).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('link', { name: tactic.name })).toBeVisible()
  await expect(table.getByRole('link', { name: second.name })).toBeVisible()
  await expect(table.getByRole('columnheader', { name: COMPARE_TEXT.notOnDevice })).toBeVisible()
  // Every row holds what GET /compare answered online; the tactic never viewed says what to do.
  await expect(table.getByRole('rowheader')).toHaveCount(COMPARE_ROWS.length)
  const rows = table.locator('tbody tr')
  for (const [index, row] of COMPARE_ROWS.entries()) {
    const cells = columns.map((column) => cellText(column, row.key))
    await expect(rows.nth(index).getByRole('cell')).toHaveText(
      index === 0 ? [...cells, COMPARE_TEXT.openOnceOnline] : cells,
    )
  }
})
