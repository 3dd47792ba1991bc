import { describe, expect, it } from 'vitest';
import { getSettingsPages } from '@/app/shell/settings-pages';
import { makeDevice, makeSession, makeUser } from '@/testing/factories';

const ALL = new Set([
  '/help',
  '/referrals',
  '/edit-profile',
  '/edit-password',
  '/staff',
  '/devices',
]);
const labels = (...args: Parameters<typeof getSettingsPages>) =>
  getSettingsPages(...args).map((page) => page.label);

describe('settings menu pages', () => {
  it('lists the screens for an owner, Staff included; Devices is in their drawer instead', () => {
    expect(labels(makeSession({ user: makeUser({ groups: ['owner'] }) }), ALL)).toEqual([
      'Help',
      'Refer a friend',
      'Edit Profile',
      'Change Password',
      'Staff',
    ]);
  });

  it('keeps Terminal from staff and reporting users', () => {
    for (const groups of [[], ['reporting']] as const)
      expect(labels(makeSession({ user: makeUser({ groups: [...groups] }) }), ALL)).not.toContain(
        'Terminal settings',
      );
  });

  it('keeps Staff from anyone but owners and superadmins', () => {
    expect(labels(makeSession({ user: makeUser({ groups: ['reporting'] }) }), ALL)).not.toContain(
      'Staff',
    );
    expect(labels(makeSession({ user: makeUser({ groups: ['superadmin'] }) }), ALL)).toContain(
      'Staff',
    );
  });

  it('shows an entry only once its route is registered', () => {
    const session = makeSession();
    expect(labels(session, new Set(['/help', '/edit-password']))).toEqual([
      'Help',
      'Change Password',
    ]);
  });

  it('offers a paired terminal no profile or password of its own, but its Terminal settings', () => {
    expect(labels(makeSession({ user: null, device: makeDevice() }), ALL)).toEqual([
      'Help',
      'Refer a friend',
      'Terminal settings',
    ]);
    const screen = makeDevice({ kind: 'screen', serialNumber: null });
    expect(labels(makeSession({ user: null, device: screen }), ALL)).not.toContain(
      'Terminal settings',
    );
  });
});
