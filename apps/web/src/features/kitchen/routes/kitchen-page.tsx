import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSearchParams } from 'react-router';
import { NAV_RAIL_BREAKPOINT_PX } from '@opentill/contract/constants';
import { KITCHEN_PAGE_SIZE } from '@opentill/contract/kitchen/kitchen-constants';
import { useSession } from '@/api/get-session';
import { KitchenGrid } from '@/features/kitchen/components/kitchen-grid';
import { KitchenHeader } from '@/features/kitchen/components/kitchen-header';
import { KitchenPager } from '@/features/kitchen/components/kitchen-pager';
import { ScreenPairingButton } from '@/features/kitchen/components/screen-pairing-button';
import { useKitchenTickets } from '@/features/kitchen/hooks/use-kitchen-tickets';
import { formatClockTimeWithSeconds } from '@/ui/zoned-time';

const readPage = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * Kitchen (spec 001 §2.5, /kitchen?page=N): the orders still being made, oldest first,
 * refreshed every 5 s. Tapping a line marks it ready (or back); the last one sends the
 * order to the counter, with an Undo for 5 s before the ticket leaves.
 */
export const KitchenPage = () => {
  const session = useSession();
  // From a landscape tablet up, a person signed in has the app's rail beside the kitchen.
  const hasRail = useMediaQuery(`(min-width: ${NAV_RAIL_BREAKPOINT_PX}px)`, { noSsr: true });
  const timeZone = session.client?.timeZone ?? 'Europe/London';
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const { data, dataUpdatedAt, isError, tickets, held, now, toggleLine, undo } =
    useKitchenTickets(page);
  const pageCount = data === undefined ? 1 : Math.max(1, Math.ceil(data.count / KITCHEN_PAGE_SIZE));
  const goToPage = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });

  // Orders finish and leave: a page that no longer exists falls back to the last one.
  useEffect(() => {
    if (data !== undefined && page > pageCount)
      setSearchParams(pageCount === 1 ? {} : { page: String(pageCount) }, { replace: true });
  }, [data, page, pageCount, setSearchParams]);

  return (
    <Box sx={{ minWidth: 0, bgcolor: '#1c2322', p: { xs: 1, sm: 1.5 } }}>
      <KitchenHeader
        lastUpdated={
          dataUpdatedAt === 0 ? null : formatClockTimeWithSeconds(new Date(dataUpdatedAt), timeZone)
        }
        isStale={isError}
        hasHomeLink={session.user !== null && !hasRail}
        moreWaiting={data === undefined ? 0 : Math.max(0, data.count - data.results.length)}
      >
        <KitchenPager page={page} pageCount={pageCount} onPageChange={goToPage} />
        <ScreenPairingButton session={session} />
      </KitchenHeader>
      {data !== undefined && tickets.length === 0 && (
        <Typography
          sx={{ color: '#ffffff', fontSize: '2rem', fontWeight: 700, textAlign: 'center', mt: 8 }}
        >
          No current orders.
        </Typography>
      )}
      {tickets.length > 0 && (
        <KitchenGrid
          orders={tickets}
          held={held}
          timeZone={timeZone}
          now={now}
          onToggleLine={toggleLine}
          onUndo={(orderId) => void undo(orderId)}
        />
      )}
    </Box>
  );
};
