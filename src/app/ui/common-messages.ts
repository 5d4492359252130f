/** The generic failure toast of docs/spec/access-and-account.md §8, shared by every feature that needs it. */
export const SOMETHING_WENT_WRONG = 'Something went wrong, please try again'

/** The placeholder of the select a last company admin picks their successor in. */
export const CHOOSE_COLLEAGUE = 'Choose a colleague'
