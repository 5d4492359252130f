let draft = ''

/** What the visitor has typed into the landing search, kept if they log in before searching. */
export const searchDraft = {
  get: () => draft.trim(),
  set: (keyword: string) => {
    draft = keyword
  },
}
