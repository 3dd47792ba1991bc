// The accounts screens' words, word for word from spec 000 §5 and §8.

export const ACCOUNT_MESSAGES = {
  termsRequired: 'You must agree to the terms & conditions to continue',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  firstNameTooLong: 'First Name must be at most 20 characters',
  lastNameTooLong: 'Last Name must be at most 20 characters',
  /** Word for word as the spec has it. */
  inviteFailed: 'Something went wrong. Invite may longer be valid.',
  inviteAccepted: 'Account successfully created!',
  profileFailed: 'Something went wrong. Please check the form and try again.',
  profileChanged: 'Profile has been changed',
  supportFailed: 'Something went wrong. Support ticket has not been created.',
  supportCreated: 'Support ticket has been created',
  invalidPhone: 'Please enter a valid phone number.',
  referralHeading: 'Get a month of free service for you and a friend.',
  helpHeading: "Chat to us, we're here to help you.",
  /** Not in the spec: the server's words for an upload it refuses. */
  photoNotImage: 'The photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: 'The photo must be smaller than 5 MB.',
  problemRequired: 'Describe the problem.',
} as const;
