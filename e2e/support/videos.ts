import { expect, type Page } from '@playwright/test'
import { VIDEO_MODAL_TEXT } from '../../src/app/ui/video-modal.tsx'
import { VIDEO_MESSAGES } from '../../src/domain/videos.ts'
import { dialog } from './auth-ui.ts'
import { expectSheetFitsContent } from './sheet.ts'

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

/** Adds a video through the video modal, after checking it refuses a link that is no video. */
export async function addVideoThroughModal(page: Page, url: string = VIDEO) {
  await page.getByRole('button', { name: 'Add video' }).click()
  const videoModal = dialog(page, VIDEO_MODAL_TEXT.title)
  await expectSheetFitsContent(
    videoModal,
    videoModal.getByRole('button', { name: 'Add', exact: true }),
  )
  await videoModal.getByLabel('Video link').fill('https://example.com/clip')
  await videoModal.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(videoModal.getByText(VIDEO_MESSAGES.invalid)).toBeVisible()
  await videoModal.getByLabel('Video link').fill(url)
  await videoModal.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(videoModal).toBeHidden()
  await expect(page.getByRole('link', { name: url })).toBeVisible()
}
