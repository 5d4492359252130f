import { MEMBER_MESSAGES } from '#domain/member-schemas.ts'
import { SOMETHING_WENT_WRONG } from '../../ui/common-messages.ts'

/** The members toasts of docs/spec/marketplace.md §8, written once. */
export const MEMBER_TOASTS = {
  deleted: 'User deleted successfully',
  roleChanged: 'User role changed successfully',
  invited: 'User invite email sent successfully',
  invitationResent: 'An invitation mail has been sent',
  confirmationResent: (email: string) => `Email has been resent to ${email}`,
  loadFailed: "Can't load company user list, please refresh page",
  deleteFailed: "Can't delete user, please try again",
  checkFailed: "Can't get users data",
  roleFailed: "Can't update user role, please try again",
  inviteFailed: 'Something went wrong, try again',
  resendFailed: SOMETHING_WENT_WRONG,
  joinApproved: (name: string) => `${name} is now a member of the company`,
  joinDeclined: (name: string) => `The request of ${name} was declined`,
  decideFailed: SOMETHING_WENT_WRONG,
} as const

export const MEMBER_TEXT = {
  title: 'Company members',
  inviteMembers: 'Invite members',
  inviteTitle: 'Invite members',
  emailsLabel: 'Emails',
  emailsHint: 'Separate addresses with a comma, a space or Tab.',
  roleLabel: 'Role',
  chooseRole: 'Choose a role',
  messageLabel: 'Personal message (optional)',
  emailPreview: 'The invitation says',
  send: 'Send invite',
  cancel: 'Cancel',
  notResponded: 'Not yet responded',
  notConfirmed: 'Account not yet confirmed',
  resendInvite: 'Resend invite',
  resendConfirmation: 'Resend confirmation',
  oneAdminAtLeast: MEMBER_MESSAGES.oneAdminAtLeast,
  deleteTitle: 'Delete member',
  delete: 'Delete',
  next: 'Next',
  back: 'Back',
  newAdminLabel: 'New admin',
  adminAccessTitle: 'Need admin access?',
  adminAccessText:
    'Only company admins can invite colleagues and manage members. To become an admin, create a support ticket.',
  requestAdminAccess: 'Request admin access',
  you: '(you)',
  asksToJoin: 'Asks to join',
  approve: 'Approve',
  decline: 'Decline',
} as const
