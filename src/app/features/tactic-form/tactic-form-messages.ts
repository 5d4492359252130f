/** docs/spec/marketplace.md §2 and §8: what the tactic form says; tests assert these same texts. */
export const TACTIC_FORM_TOASTS = {
  newLoadFailed: "Can't load new tactic page, please refresh page",
  editLoadFailed: "Can't load tactic edit page, please refresh page",
  created: 'Tactic created successfully',
  createFailed: "Can't save tactic, please try again",
  updated: 'Tactic updated successfully',
  updateFailed: "Can't update tactic, please try again",
  imageUploaded: 'Tactic image uploaded successfully',
  imageUploadFailed: "Can't upload tactic image, please try again",
  imageDeleted: 'Tactic image deleted successfully',
  imageDeleteFailed: "Can't delete tactic image, please try again",
  deleted: 'Tactic deleted successfully',
  deleteFailed: "Can't delete tactic, please try again",
} as const

export const TACTIC_FORM_TEXT = {
  createTitle: 'Add New Tactic',
  editTitle: 'Edit Tactic',
  deleteTactic: 'Delete Tactic',
  deleteQuestion: 'Are you sure you want to delete this Tactic? You can not undo this action.',
  /** The spec's "Submit", saying what it does: it deletes. */
  deleteConfirm: 'Submit: delete tactic',
  unsavedQuestion: 'Do you want to save the tactic before leaving?',
} as const
