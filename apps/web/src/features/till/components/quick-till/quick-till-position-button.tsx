import Box from '@mui/material/Box';
import type { QuickTillPosition } from '@opentill/contract/till/till.schemas';
import { formatPence } from '@opentill/contract/money';
import { headlinePrice } from '@opentill/contract/orders/service-charge';
import { stockLabel } from '@/features/till/cart/stock-level';
import { tileClasses, tileStyle } from '@/features/till/components/catalogue/tile';
import { useLongPress } from '@/features/till/components/quick-till/use-long-press';

export type QuickTillPositionButtonProps = {
  position: QuickTillPosition;
  /** May this person change the position's product (long press)? */
  canEdit: boolean;
  /** The mandatory service charge the price includes on an eat-in order (useHeadlinePercent). */
  headlinePercent: number | null;
  onTap: (position: QuickTillPosition) => void;
  onLongPress: (position: QuickTillPosition) => void;
};

/** One of the five quick-till positions (0–4), named by its product. */
export const QuickTillPositionButton = ({
  position,
  canEdit,
  headlinePercent,
  onTap,
  onLongPress,
}: QuickTillPositionButtonProps) => {
  const longPress = useLongPress(() => onLongPress(position), canEdit);
  const { product } = position;
  const stock = product === null ? null : stockLabel(product);
  return (
    <Box
      component="button"
      type="button"
      className={tileClasses.root}
      {...longPress}
      style={tileStyle(product?.color ?? '#ffffff')}
      aria-disabled={product === null && !canEdit ? true : undefined}
      aria-description={canEdit ? 'Press and hold to change its product' : undefined}
      onClick={() => (product === null ? canEdit && onLongPress(position) : onTap(position))}
      sx={{
        minHeight: { xs: 96, sm: 112 },
        ...(product === null && { border: '2px dashed #9fb3b0', color: 'text.secondary' }),
      }}
    >
      <span className={tileClasses.name} style={{ fontSize: '1.25rem' }}>
        {product?.name ?? 'Empty'}
      </span>
      <span className={tileClasses.footer}>
        <Box component="span" sx={{ opacity: 0.8, fontWeight: 600 }}>
          {position.positionId + 1}
        </Box>
        {product !== null && (
          <span>{stock ?? formatPence(headlinePrice(product.price, headlinePercent, true))}</span>
        )}
      </span>
    </Box>
  );
};
