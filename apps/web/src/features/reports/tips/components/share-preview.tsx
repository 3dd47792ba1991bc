import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatPence } from '@opentill/contract/money';
import type { PreviewLine } from '@/features/reports/tips/share-plan';

export type SharePreviewProps = { lines: readonly PreviewLine[] | null; hasWorkers: boolean };

/** Who would get what, worked out as the server will; said plainly when it cannot be yet. */
export const SharePreview = ({ lines, hasWorkers }: SharePreviewProps) => {
  if (lines === null)
    return (
      <Typography color="text.secondary">
        {hasWorkers
          ? "Enter each worker's hours to see their share."
          : 'Choose the workers to see their shares.'}
      </Typography>
    );
  return (
    <Box
      component="dl"
      aria-label="Each worker's share"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 0.5 }}
    >
      {lines.map((line) => (
        <Box key={line.cashierId} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ overflowWrap: 'anywhere' }}>
            {line.name}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatPence(line.share)}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
