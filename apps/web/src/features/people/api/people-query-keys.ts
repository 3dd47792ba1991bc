/** Query keys of the people screens; a mutation invalidates the list it changes. */
export const peopleQueryKeys = {
  referrals: ['referrals'] as const,
  users: ['users'] as const,
  staff: ['staff'] as const,
};
