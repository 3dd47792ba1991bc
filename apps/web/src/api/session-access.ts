import type { Session } from '@opentill/contract/auth/auth.schemas';
import type { Group } from '@opentill/contract/constants';

/** Logged in as an employee or as a paired device (spec 001 §4, Session). */
export const isLoggedIn = (session: Session): boolean =>
  session.user !== null || session.device !== null;

export const hasAnyGroup = (session: Session, groups: readonly Group[]): boolean =>
  session.user !== null && session.user.groups.some((group) => groups.includes(group));

export const isTerminalDevice = (session: Session): boolean => session.device?.kind === 'terminal';

/** Pause and Unpause are shown only to the owner and superadmin groups (spec 001 §6). */
export const canPauseOrdering = (session: Session): boolean =>
  hasAnyGroup(session, ['owner', 'superadmin']);

/** Reports: the reporting, owner or superadmin groups, or a paired terminal device. */
export const canSeeReports = (session: Session): boolean =>
  hasAnyGroup(session, ['reporting', 'owner', 'superadmin']) || isTerminalDevice(session);

/** Staff (issue 7): the owner and superadmin groups manage the merchant's people. */
export const canManageStaff = (session: Session): boolean =>
  hasAnyGroup(session, ['owner', 'superadmin']);

/**
 * The Terminal settings (001 §7: terminal PIN, hospitality mode): the owner and
 * superadmin groups, and the paired terminal itself, as the server allows.
 */
export const canManageTerminal = (session: Session): boolean =>
  hasAnyGroup(session, ['owner', 'superadmin']) || isTerminalDevice(session);

/**
 * The Devices page's terminals and screens (pairing, POST pair/{id}/, screens): the owner
 * and superadmin groups only.
 */
export const canManageDevices = (session: Session): boolean =>
  hasAnyGroup(session, ['owner', 'superadmin']);

/** Merchants (issue 14): the platform's superadmins list, create and support merchants. */
export const canManageMerchants = (session: Session): boolean =>
  hasAnyGroup(session, ['superadmin']);

/** A superadmin acting in another merchant than their own, to support it (issue 14). */
export const isSupportView = (session: Session): boolean => (session.support ?? null) !== null;
