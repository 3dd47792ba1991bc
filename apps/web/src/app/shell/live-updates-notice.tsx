import SyncDisabledIcon from '@mui/icons-material/SyncDisabled';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { messages } from '@opentill/contract/messages';
import { useEventStreamState } from '@/api/live-interval';

/**
 * A slim line under the banners while the live stream is down: screens still refresh
 * every few seconds by polling, so this informs and asks for nothing (issue 15).
 */
export const LiveUpdatesNotice = () => {
  if (useEventStreamState() !== 'down') return null;
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.75,
        px: 2,
        py: 0.25,
        flexShrink: 0,
        bgcolor: 'grey.200',
        color: 'grey.800',
      }}
    >
      <SyncDisabledIcon sx={{ fontSize: 16 }} aria-hidden />
      <Typography variant="caption" sx={{ fontWeight: 600 }}>
        {messages.liveUpdatesPaused}
      </Typography>
    </Box>
  );
};
