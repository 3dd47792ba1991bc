// The people screens' words that spec 000 leaves to us (the spec's own are in the
// contract: ACCOUNT_MESSAGES and messages.loginLinkSent).

export const PEOPLE_MESSAGES = {
  referralSent: 'Referral sent',
  noReferrals: 'No referrals yet.',
  noUsers: 'No users to choose from.',
  invitationSent: (email: string) => `Invitation sent to ${email}`,
  invitationResent: 'Invitation resent',
  invitationRevoked: 'Invitation revoked',
  memberRemoved: (email: string) => `${email} removed`,
  noInvites: 'No invitations waiting.',
  staffLoadFailed: 'The staff list could not be loaded.',
} as const;
