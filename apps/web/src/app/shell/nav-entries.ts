import AssessmentIcon from '@mui/icons-material/Assessment';
import DeliveryDiningIcon from '@mui/icons-material/DeliveryDining';
import HomeIcon from '@mui/icons-material/Home';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import TodayIcon from '@mui/icons-material/Today';
import type SvgIcon from '@mui/material/SvgIcon';
import type { Session } from '@opentill/contract/auth/auth.schemas';
import { canSeeReports } from '@/api/session-access';

export type NavEntry = {
  label: string;
  path: string;
  icon: typeof SvgIcon;
  /** The spec's rule for showing the entry; absent means always. */
  isVisible?: (session: Session) => boolean;
  /** Shows the count of unseen alerts as a badge. */
  hasAlertBadge?: boolean;
  children?: NavEntry[];
};

const hasCollection = ({ client }: Session): boolean =>
  client !== null && (client.featureClickAndCollect || client.featureTakeaway);

const hasDelivery = ({ client }: Session): boolean =>
  client !== null && (client.featureHomeDelivery || client.featureDelivery);

/** The drawer of spec 001 §2.3, in order. */
export const NAV_ENTRIES: readonly NavEntry[] = [
  { label: 'Home', path: '/', icon: HomeIcon },
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
      { label: 'Transactions', path: '/reports/revenue', icon: PointOfSaleIcon },
      { label: 'Products', path: '/reports/top-sellers', icon: LeaderboardIcon },
      { label: 'Alerts', path: '/reports', icon: NotificationsActiveIcon, hasAlertBadge: true },
    ],
  },
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
