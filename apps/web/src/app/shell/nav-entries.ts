import AssessmentIcon from '@mui/icons-material/Assessment';
import DevicesIcon from '@mui/icons-material/Devices';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import HomeIcon from '@mui/icons-material/Home';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import LockClockIcon from '@mui/icons-material/LockClock';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TodayIcon from '@mui/icons-material/Today';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { canManageMerchants, canManageStaff, canSeeReports } from '@/api/session-access';

export type NavEntry = {
  label: string;
  path: string;
  icon: typeof SvgIcon;
  /** The spec's rule for showing the entry; absent means always. */
  isVisible?: (session: Session) => boolean;
  /** Shows the count of unseen alerts as a badge. */
  hasAlertBadge?: boolean;
  /** Opens the merchant's default till view (till config) rather than `path` itself. */
  followsDefaultTillView?: boolean;
  children?: NavEntry[];
};

const hasCollection = ({ client }: Session): boolean =>
  client !== null && (client.featureClickAndCollect || client.featureTakeaway);

const hasDelivery = ({ client }: Session): boolean =>
  client !== null && (client.featureHomeDelivery || client.featureDelivery);

/**
 * The drawer of spec 001 §2.3, in order, plus Till, Settings and Devices for owners and
 * superadmins and Merchants for superadmins (issue 14: set-up and support have no place in
 * the spec's drawer).
 * Till: §2.3 lists no way to open a till,
 * yet the app must open one somewhere and follow the default till view there (§9).
 * The quick till is reached from the till (and the other way) rather than by a
 * second entry, so the drawer adds one entry to the spec's list, not two.
 */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Home', path: '/', icon: HomeIcon },
  { label: 'Till', path: '/till', icon: ShoppingCartIcon, followsDefaultTillView: true },
  { label: 'Kitchen', path: '/kitchen', icon: SoupKitchenIcon },
  { label: 'Orders', path: '/orders', icon: ReceiptLongIcon },
  { label: 'Collection', path: '/collection', icon: ShoppingBagIcon, isVisible: hasCollection },
  { label: 'Delivery', path: '/delivery', icon: DeliveryDiningIcon, isVisible: hasDelivery },
  {
    label: 'Reports',
    path: '/reports',
    icon: AssessmentIcon,
    isVisible: canSeeReports,
    hasAlertBadge: true,
    children: [
      { label: 'Today', path: '/reports/today', icon: TodayIcon },
      { label: 'Close day', path: '/reports/close-day', icon: LockClockIcon },
      { label: 'Tips', path: '/reports/tips', icon: VolunteerActivismIcon },
      { label: 'Transactions', path: '/reports/revenue', icon: PointOfSaleIcon },
      { label: 'Products', path: '/reports/top-sellers', icon: LeaderboardIcon },
      { label: 'Alerts', path: '/reports', icon: NotificationsActiveIcon, hasAlertBadge: true },
    ],
  },
  { label: 'Settings', path: '/settings', icon: SettingsIcon, isVisible: canManageStaff },
  { label: 'Devices', path: '/devices', icon: DevicesIcon, isVisible: canManageStaff },
  { label: 'Merchants', path: '/merchants', icon: StorefrontIcon, isVisible: canManageMerchants },
];

/**
 * The entries this session may see, limited to screens the route table registers:
 * a feature's entry appears as soon as its route is added. A parent stays while
 * any of its children does.
 */
export const getVisibleNavEntries = (
  entries: readonly NavEntry[],
  session: Session,
  registeredPaths: ReadonlySet<string>,
): NavEntry[] =>
  entries.flatMap((entry) => {
    if (entry.isVisible !== undefined && !entry.isVisible(session)) return [];
    if (entry.children === undefined) return registeredPaths.has(entry.path) ? [entry] : [];
    const children = getVisibleNavEntries(entry.children, session, registeredPaths);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });

/** Points the Till entry at the default till view: /quick-till or /till (spec 001 §9). */
export const withDefaultTillView = (entries: NavEntry[], defaultTillPath: string): NavEntry[] =>
  entries.map((entry) =>
    entry.followsDefaultTillView === true ? { ...entry, path: defaultTillPath } : entry,
  );
