import type { Session } from '@opentill/contract/auth/auth.schemas';
import { canManageStaff, isTerminalDevice } from '@/api/session-access';

export type SettingsPage = {
  label: string;
  path: string;
  /** Who the entry is for; absent means everyone logged in. */
  isVisible?: (session: Session) => boolean;
};

const isEmployee = (session: Session): boolean => session.user !== null;

/**
 * The settings menu's screens (spec 001 §2.3: Help, Edit Profile, Change Password), plus
 * Refer a friend (000 §2 gives it a route and no other way in), Staff for the owner and
 * superadmin groups, and Terminal settings (001 §7's terminal calls: the Devices page) for the
 * paired terminal, which has no drawer entry for it. Log Out and Exit are actions, not screens.
 */
export const SETTINGS_PAGES: readonly SettingsPage[] = [
  { label: 'Help', path: '/help' },
  { label: 'Refer a friend', path: '/referrals' },
  { label: 'Edit Profile', path: '/edit-profile', isVisible: isEmployee },
  { label: 'Change Password', path: '/edit-password', isVisible: isEmployee },
  { label: 'Staff', path: '/staff', isVisible: canManageStaff },
  { label: 'Terminal settings', path: '/devices', isVisible: isTerminalDevice },
];

/** The entries this session may see, limited to screens the route table registers. */
export const getSettingsPages = (
  session: Session,
  registeredPaths: ReadonlySet<string>,
  pages: readonly SettingsPage[] = SETTINGS_PAGES,
): SettingsPage[] =>
  pages.filter((page) => registeredPaths.has(page.path) && (page.isVisible?.(session) ?? true));
