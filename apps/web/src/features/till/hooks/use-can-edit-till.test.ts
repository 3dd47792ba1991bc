import { describe, expect, it } from 'vitest';
import type { Group } from '@opentill/contract/constants';
import { canEditTill } from '@/features/till/hooks/use-can-edit-till';
import { makeCashier } from '@/testing/catalogue-factories';
import { makeSession, makeUser } from '@/testing/factories';

const sam = makeCashier({ username: 'Sam', hasEditPermission: true });
const alex = makeCashier({ username: 'Alex', hasEditPermission: false });
const as = (groups: Group[]) => makeSession({ user: makeUser({ groups }) });

describe('canEditTill (001 §6, 001-17)', () => {
  it("follows the signed-in cashier's permission, whoever the employee is", () => {
    for (const groups of [[], ['reporting'], ['owner'], ['superadmin']] as Group[][]) {
      expect(canEditTill(as(groups), alex, [sam, alex])).toBe(false);
      expect(canEditTill(as(groups), sam, [sam, alex])).toBe(true);
    }
  });

  it('lets an owner with nobody signed in edit only while no cashier may', () => {
    expect(canEditTill(as(['owner']), null, [sam, alex])).toBe(false);
    expect(canEditTill(as(['owner']), null, [alex])).toBe(true);
    expect(canEditTill(as(['owner']), null, [])).toBe(true);
    // Until the list has loaded, nothing is offered.
    expect(canEditTill(as(['owner']), null, undefined)).toBe(false);
  });

  it('lets a superadmin with nobody signed in edit, and nobody else', () => {
    expect(canEditTill(as(['superadmin']), null, [sam])).toBe(true);
    expect(canEditTill(as([]), null, [])).toBe(false);
    expect(canEditTill(as(['reporting']), null, [])).toBe(false);
  });
});
