import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PULL_THRESHOLD_PX } from '@/app/shell/pull-to-refresh/pull-gesture';
import { usePullToRefresh } from '@/app/shell/pull-to-refresh/use-pull-to-refresh';

export type PullToRefreshProps = {
  /** The element a pull starts in (the shell's main content). */
  target: HTMLElement | null;
  onRefresh: () => Promise<void>;
  /** Where the indicator hangs from: the bottom of the top bar. */
  top: number;
};

const label = (isReady: boolean, isRefreshing: boolean): string => {
  if (isRefreshing) return 'Refreshing…';
  return isReady ? 'Release to refresh' : 'Pull to refresh';
};

/** The pull-to-refresh gesture and its indicator, a pill that follows the finger down. */
export const PullToRefresh = ({ target, onRefresh, top }: PullToRefreshProps) => {
  const { distance, isReady, isRefreshing } = usePullToRefresh(target, onRefresh);
  const isShown = distance > 0 || isRefreshing;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        top,
        left: '50%',
        zIndex: (theme) => theme.zIndex.appBar - 1,
        pointerEvents: 'none',
        transform: `translate(-50%, ${distance - 8}px)`,
        opacity: isShown ? Math.min(1, distance / PULL_THRESHOLD_PX + 0.25) : 0,
        transition: distance === 0 || isRefreshing ? 'transform 150ms, opacity 150ms' : 'none',
      }}
    >
      {isShown && (
        <Paper
          elevation={4}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            minHeight: 44,
            borderRadius: 22,
            color: isReady ? 'primary.main' : 'text.secondary',
          }}
        >
          {isRefreshing ? (
            <CircularProgress size={20} aria-hidden />
          ) : (
            <ArrowDownwardIcon
              fontSize="small"
              sx={{ transform: `rotate(${isReady ? 180 : 0}deg)`, transition: 'transform 150ms' }}
            />
          )}
          <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {label(isReady, isRefreshing)}
          </Typography>
        </Paper>
      )}
    </Box>
  );
};
