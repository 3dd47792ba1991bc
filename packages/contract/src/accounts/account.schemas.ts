import { z } from 'zod';
import { employeeSchema } from '../auth/auth.schemas.js';
import { GROUPS } from '../constants.js';
import { messages } from '../messages.js';
import { PROFILE_NAME_MAX, SUPPORT_PROBLEM_MAX } from './account-constants.js';
import { ACCOUNT_MESSAGES } from './account-messages.js';

// Users, invites, staff and support (spec 000 §3, §5, §7; issue 7); referrals are in
// referral.schemas.ts.
// Multipart forms arrive as strings; the photo part is checked by the server apart.

const firstName = z
  .string({ error: ACCOUNT_MESSAGES.firstNameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.firstNameRequired)
  .max(PROFILE_NAME_MAX, ACCOUNT_MESSAGES.firstNameTooLong);
const lastName = z
  .string({ error: ACCOUNT_MESSAGES.lastNameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.lastNameRequired)
  .max(PROFILE_NAME_MAX, ACCOUNT_MESSAGES.lastNameTooLong);
/** 000 §5: phone has no rule on the profile form (only a sane length). */
const phone = z.string().trim().max(32, 'Phone must be at most 32 characters');
const email = z.email('Enter a valid email address.').max(254);

/** GET users/, users/{id}/, users/me/: a user of the caller's merchant. photo is a URL. */
export const userSchema = employeeSchema.pick({
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  photo: true,
  tags: true,
  termsAcceptedAt: true,
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(userSchema),
});

/** PATCH users/me/ (multipart, plus an optional `photo` file): only non-empty fields are sent. */
export const profilePatchSchema = z.object({
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  phone: phone.optional(),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** GET invite/{token} → the invited email and the fields that prefill the form. */
export const invitePreviewSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

/** POST invite/{token} (multipart, plus an optional `photo` file). */
export const acceptInviteSchema = z
  .object({
    firstName,
    lastName,
    phone: phone.default(''),
    password: z
      .string({ error: messages.passwordRequired })
      .min(1, { error: messages.passwordRequired, abort: true })
      .min(8, 'Password must be at least 8 characters.')
      .max(128, 'Password must be at most 128 characters.'),
    passwordConfirm: z.string({ error: messages.passwordsMustMatch }),
    // Each branch carries the message too: form resolvers report the closest branch's issue.
    termsAccepted: z
      .union(
        [
          z.literal(true, { error: ACCOUNT_MESSAGES.termsRequired }),
          z.literal('true', { error: ACCOUNT_MESSAGES.termsRequired }),
        ],
        { error: ACCOUNT_MESSAGES.termsRequired },
      )
      .transform(() => true as const),
  })
  .refine((value) => value.passwordConfirm === value.password, {
    path: ['passwordConfirm'],
    message: messages.passwordsMustMatch,
    // Say it alongside the other fields' messages, not only once they are all fixed.
    when: ({ value }) => {
      const { password, passwordConfirm } = (value ?? {}) as Record<string, unknown>;
      return typeof password === 'string' && typeof passwordConfirm === 'string';
    },
  });
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;

/** Staff (owners and superadmins): the merchant's people and open invitations. */
export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  groups: z.array(z.enum(GROUPS)),
  isActive: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  groups: z.array(z.enum(GROUPS)),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** pending until accepted (used), revoked, or past its expiry (expired). */
  status: z.enum(['pending', 'used', 'revoked', 'expired']),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** GET staff/ → the people and the invitations still pending. */
export const staffListSchema = z.object({
  members: z.array(staffMemberSchema),
  invites: z.array(staffInviteSchema),
});
export type StaffList = z.infer<typeof staffListSchema>;

/** An invite's prefill names (000 §3): optional, but as long as the account form allows. */
const prefillName = (tooLong: string) =>
  z.string().trim().max(PROFILE_NAME_MAX, tooLong).default('');

/**
 * POST staff/invites/ {email, groups, first_name, last_name}: the names prefill the
 * account form. Admin and superadmin are never granted by an invite.
 */
export const staffInviteInputSchema = z.object({
  email,
  groups: z.array(z.enum(['reporting', 'owner'], 'Groups are reporting or owner.')).default([]),
  firstName: prefillName(ACCOUNT_MESSAGES.firstNameTooLong),
  lastName: prefillName(ACCOUNT_MESSAGES.lastNameTooLong),
});
export type StaffInviteInput = z.input<typeof staffInviteInputSchema>;

/** POST support/ {name, email, url, problem}. */
export const supportTicketInputSchema = z.object({
  name: z.string().trim().max(200).default(''),
  email: z.union([z.literal(''), email]).default(''),
  url: z.string().max(2000).default(''),
  problem: z
    .string({ error: ACCOUNT_MESSAGES.problemRequired })
    .trim()
    .min(1, ACCOUNT_MESSAGES.problemRequired)
    .max(SUPPORT_PROBLEM_MAX, `Keep the problem under ${SUPPORT_PROBLEM_MAX} characters.`),
});
export type SupportTicketInput = z.input<typeof supportTicketInputSchema>;
export const supportTicketSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  url: z.string(),
  problem: z.string(),
  createdAt: z.string(),
});
