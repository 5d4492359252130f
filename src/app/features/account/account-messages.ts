import { UNSAVED_CHANGES_TEXT } from '../../ui/unsaved-changes-modal.tsx'

/** What Profile Settings says (docs/spec/access-and-account.md §2 and §8); tests assert these same texts. */
export const ACCOUNT_TEXT = {
  pageTitle: 'Profile Settings',
  editProfile: 'Edit Profile',
  changePassword: 'Change Password',
  deleteProfile: 'Delete Profile',
  emailChangeNote: 'To change your email address, please create a support ticket.',
  /** The words of the note that link to support. */
  supportTicket: 'create a support ticket',
  digestLabel: 'Weekly digest',
  digestHint: 'A weekly email with the vendors and tactics that are new on the marketplace.',
  insightsDigestHint:
    'Your company’s numbers of the week (profile views, quote requests…) in a weekly email.',
  unsavedTitle: UNSAVED_CHANGES_TEXT.title,
  unsavedQuestion: 'Do you want to save the changes to your profile before leaving?',
  unsavedSave: UNSAVED_CHANGES_TEXT.save,
  unsavedContinue: UNSAVED_CHANGES_TEXT.continueEditing,
  unsavedLeave: UNSAVED_CHANGES_TEXT.leave,
  deleteQuestion: 'Are you sure you want to delete your profile? This cannot be undone.',
  newAdminLabel: 'New company admin',
  /** The current password asked again before a sensitive change. */
  confirmPassword: 'Your password',
  cropTitle: 'Crop profile picture',
} as const

export const ACCOUNT_TOASTS = {
  loadFailed: "Can't load user profile page, please refresh page",
  saveFailed: "Can't save user profile changes, please try again",
  uploadFailed: "Can't upload profile image, please try again",
  pictureDeleteFailed: "Can't delete profile image, please try again",
  deleteFailed: "Can't delete user profile, please try again",
  profileUpdated: 'Profile updated successfully',
  pictureUpdated: 'Profile image updated successfully',
  pictureDeleted: 'Profile image deleted successfully',
  passwordChanged: 'Password changed successfully',
  profileDeleted: 'Profile deleted successfully',
  digestChanged: 'Email notification settings changed',
} as const
