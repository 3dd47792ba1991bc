/** User-facing texts, word for word from the spec (000 §8, 001 §8). */
export const messages = {
  permissionDenied: 'You do not have permission to perform this action',
  loginFailed: 'No active account found with these log-in credentials',
  magicLinkFailed: 'Failed to log in, link may have expired. Please request a new one.',
  passwordFormFailed: 'Something went wrong. Please check fields for errors.',
  passwordUpdated: 'Password has been updated',
  resetEmailSent: 'Password reset email sent. Please check your email.',
  loginLinkSent: (email: string) => `Log in link sent to ${email}`,
  offline: 'Offline',
  connected: 'Connected',
  /** Not in the spec (issue 15): the live event stream is down, so screens poll meanwhile. */
  liveUpdatesPaused: 'Live updates paused',
  appUpdated: 'App updated! Click here to apply update.',
  restaurantDataFailed: 'Error fetching restaurant data',
  waitTimeSaveFailed: 'An error occured',
  changesSaved: 'Changes saved successfully.',
  orderingPaused: 'Ordering paused',
  pauseFailed: 'Failed to pause orders',
  orderingUnpaused: 'Ordering unpaused',
  unpauseFailed: 'Failed to unpause orders',
  passwordRequired: 'Password is required',
  passwordsMustMatch: 'Passwords must match',
  currentPasswordRequired: 'Current Password is required',
  /** Not in the spec: the web app's words when a call cannot reach the server at all. */
  serverUnreachable: 'The server could not be reached. Check the connection and try again.',
  /** Not in the spec: a failure the spec gives no sentence for. */
  somethingWentWrong: 'Something went wrong. Please try again.',
  /** Not in the spec: a price typed in pounds that is not an amount. */
  enterPoundsPrice: 'Enter a price in pounds, such as 3.20.',
} as const;
