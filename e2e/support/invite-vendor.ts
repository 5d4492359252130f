import type { Page } from '@playwright/test'
import { BUYER_ACTION_TEXT } from '../../src/app/features/buyer-actions/buyer-action-texts.ts'
import { dialog } from './auth-ui.ts'

/** Opens Invite Vendor from the nudge banner of a vendor page and answers its modal. */
export async function openInviteVendor(page: Page) {
  await page
    .getByRole('complementary', { name: 'About this profile' })
    .getByRole('button', { name: BUYER_ACTION_TEXT.inviteVendor })
    .click()
  return dialog(page, BUYER_ACTION_TEXT.inviteVendor)
}
