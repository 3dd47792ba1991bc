import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { QuickTillPosition } from '@opentill/contract/till/till.schemas';
import { QUICK_TILL_POSITIONS } from '@opentill/contract/till/till-views';
import { messages } from '@opentill/contract/messages';
import { useQuickTillPositions } from '@/features/till/api/get-quick-till-positions';
import { TileStyles } from '@/features/till/components/catalogue/tile';
import { QuickTillPositionButton } from '@/features/till/components/quick-till/quick-till-position-button';
import { useHeadlinePercent } from '@/features/till/order-type/use-headline-percent';

export type QuickTillPositionsProps = {
  canEdit: boolean;
  onTap: (position: QuickTillPosition) => void;
  onLongPress: (position: QuickTillPosition) => void;
};

/** The five product positions, 0 to 4 (spec 001 §9), in order. */
export const QuickTillPositions = ({ canEdit, onTap, onLongPress }: QuickTillPositionsProps) => {
  const positions = useQuickTillPositions();
  const headlinePercent = useHeadlinePercent();
  const gridSx = {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: 1,
  } as const;
  if (positions.isError) return <Alert severity="error">{messages.somethingWentWrong}</Alert>;
  if (positions.isPending)
    return (
      <Box sx={gridSx} role="status" aria-label="Loading positions">
        {QUICK_TILL_POSITIONS.map((id) => (
          <Skeleton key={id} variant="rounded" height={112} sx={{ borderRadius: 3 }} />
        ))}
      </Box>
    );
  const sorted = [...positions.data].sort((a, b) => a.positionId - b.positionId);
  return (
    <Box component="section" aria-label="Quick till products" sx={gridSx}>
      <TileStyles />
      {sorted.map((position) => (
        <QuickTillPositionButton
          key={position.positionId}
          position={position}
          canEdit={canEdit}
          headlinePercent={headlinePercent}
          onTap={onTap}
          onLongPress={onLongPress}
        />
      ))}
    </Box>
  );
};
