/** The back controls' words: one back control on every detail page and form. */
export const BACK_TEXT = {
  back: 'Back',
  toResults: 'Back to results',
  toSearch: 'Back to search',
  to: (pageName: string) => `Back to ${pageName}`,
}
