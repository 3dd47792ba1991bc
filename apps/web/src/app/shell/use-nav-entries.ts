import { useSession } from '@/api/get-session';
import { canSeeReports } from '@/api/session-access';
import { useRoutePaths } from '@/app/route-paths';
import {
  NAV_ENTRIES,
  getVisibleNavEntries,
  withDefaultTillView,
  type NavEntry,
} from '@/app/shell/nav-entries';
import { useUnseenAlertCount } from '@/features/reports/api/get-unseen-alert-count';
import { useDefaultTillPath } from '@/features/till/api/get-till-config';

export type NavEntriesState = { entries: NavEntry[]; unseenAlertCount: number };

/** The drawer's entries for this session, the Till one at the default till view, and the alert count. */
export const useNavEntries = (): NavEntriesState => {
  const session = useSession();
  const entries = withDefaultTillView(
    getVisibleNavEntries(NAV_ENTRIES, session, useRoutePaths()),
    useDefaultTillPath(),
  );
  const isReportsShown =
    canSeeReports(session) && entries.some((entry) => entry.hasAlertBadge === true);
  const unseenAlertCount = useUnseenAlertCount(isReportsShown);
  return { entries, unseenAlertCount };
};
