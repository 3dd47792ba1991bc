import { z } from 'zod';
import { approvalInputSchema } from '../settings/discount-settings.schemas.js';
import { DENOMINATIONS, DRAWER_MOVEMENT_KINDS, type DenominationCounts } from './denominations.js';
import { drawerMessages as m } from './drawer-messages.js';

// The cash drawer's wire (issue 16): open with a float, pay in, pay out, No sale, a blind
// count, and the close a manager approves when the count is too far out.

const MAX_PENCE = 1_000_000;

const pence = (required: string, tooLarge: string) =>
  z
    .number({ error: required })
    .int(required)
    .min(0, required)
    .max(MAX_PENCE - 1, tooLarge);

/** POST drawer/sessions/ */
export const openDrawerInputSchema = z.object({
  deviceId: z.uuid({ error: m.notATill }),
  float: pence(m.floatRequired, m.floatTooLarge),
});
export type OpenDrawerInput = z.infer<typeof openDrawerInputSchema>;

/** POST drawer/sessions/{id}/movements/ */
export const drawerMovementInputSchema = z
  .object({
    kind: z.enum(DRAWER_MOVEMENT_KINDS, { error: 'Choose pay_in, pay_out or no_sale.' }),
    amount: z.number({ error: m.amountRequired }).int(m.amountRequired).default(0),
    reason: z
      .string({ error: m.reasonRequired })
      .trim()
      .min(1, { error: m.reasonRequired, abort: true })
      .max(200, m.reasonTooLong),
    /** Issue 16: a No sale where the merchant says it needs a manager's PIN. */
    approval: approvalInputSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'no_sale') return;
    if (value.amount <= 0)
      ctx.addIssue({ code: 'custom', message: m.amountRequired, path: ['amount'] });
    else if (value.amount >= MAX_PENCE)
      ctx.addIssue({ code: 'custom', message: m.amountTooLarge, path: ['amount'] });
  });
export type DrawerMovementInput = z.input<typeof drawerMovementInputSchema>;

const countsSchema = z
  .record(
    z.string(),
    z
      .number({ error: m.countInvalid })
      .int(m.countInvalid)
      .min(0, m.countInvalid)
      .max(100_000, m.countInvalid),
    { error: m.countRequired },
  )
  .refine(
    (counts) =>
      Object.keys(counts).every((key) => DENOMINATIONS.some((value) => String(value) === key)),
    m.countInvalid,
  )
  .refine((counts) => Object.keys(counts).length > 0, m.countRequired)
  .transform((counts) => counts as DenominationCounts);

/** POST drawer/sessions/{id}/count/: the blind count, by denomination. */
export const drawerCountInputSchema = z.object({ counts: countsSchema });
export type DrawerCountInput = z.input<typeof drawerCountInputSchema>;

/** POST drawer/sessions/{id}/close/: a manager lets a count over the tolerance through. */
export const drawerCloseInputSchema = z.object({
  managerId: z.uuid({ error: m.managerRequired }),
  pin: z.string({ error: m.managerPinWrong }).min(1, m.managerPinWrong).max(32, m.managerPinWrong),
  reason: z
    .string({ error: m.varianceReasonRequired })
    .trim()
    .min(1, { error: m.varianceReasonRequired, abort: true })
    .max(200, m.reasonTooLong),
});
export type DrawerCloseInput = z.infer<typeof drawerCloseInputSchema>;

export const drawerMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(DRAWER_MOVEMENT_KINDS),
  amount: z.number().int(),
  reason: z.string(),
  by: z.string().nullable(),
  /** The manager whose PIN let a No sale through (issue 16); null when none was asked. */
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type DrawerMovement = z.infer<typeof drawerMovementSchema>;

export const DRAWER_STATUSES = ['open', 'awaiting_approval', 'closed'] as const;

/**
 * A till's drawer session. While open it is blind: expected, counted and variance are
 * null until the cashier has counted, so the count cannot be steered to the answer.
 */
export const drawerSessionSchema = z.object({
  id: z.string(),
  deviceId: z.string(),
  tillName: z.string(),
  status: z.enum(DRAWER_STATUSES),
  float: z.number().int(),
  openedAt: z.string(),
  openedBy: z.string().nullable(),
  movements: z.array(drawerMovementSchema),
  counted: z.number().int().nullable(),
  expected: z.number().int().nullable(),
  variance: z.number().int().nullable(),
  varianceReason: z.string().nullable(),
  approvedBy: z.string().nullable(),
  /** The merchant's tolerance: a variance beyond it, either way, needs a manager. */
  tolerance: z.number().int(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
});
export type DrawerSession = z.infer<typeof drawerSessionSchema>;

/** GET drawer/sessions/current/?device_id= */
export const currentDrawerSchema = z.object({
  session: drawerSessionSchema.nullable(),
  /** The float this till last opened with: Open till offers it, so the usual morning is one tap. */
  lastFloat: z.number().int().nullable(),
});
export type CurrentDrawer = z.infer<typeof currentDrawerSchema>;

export const currentDrawerQuerySchema = z.object({ deviceId: z.uuid({ error: m.notATill }) });

/** The managers who can approve, for the approval step's list (no PINs, just names). */
export const drawerManagerSchema = z.object({ id: z.string(), username: z.string() });
export const drawerManagersSchema = z.array(drawerManagerSchema);
