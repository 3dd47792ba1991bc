import PercentIcon from '@mui/icons-material/Percent';
import Box from '@mui/material/Box';
import { serviceChargeMessages as sc } from '@opentill/contract/orders/service-charge';
import { useHeadlinePercent } from '@/features/till/order-type/use-headline-percent';
import { visuallyHidden } from '@/ui/visually-hidden';

/** Shown in the bar: short, so it shares a row with the menu and the cashier. */
const headlineNoteText = (percent: number): string =>
  `Incl. ${Number(percent.toFixed(2))}% service`;

/**
 * Said once, in the till's bar, while the tiles' prices include the mandatory service
 * charge (issue 16): on each tile it would crowd out the names on a phone. A screen
 * reader hears the whole sentence.
 */
export const HeadlinePriceNote = () => {
  const percent = useHeadlinePercent();
  if (percent === null) return null;
  return (
    <Box
      role="status"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.secondary',
        fontSize: '0.9375rem',
        fontWeight: 600,
        whiteSpace: 'nowrap',
        // A phone's bar has no width to spare: the words say it without the icon.
        '& > svg': { display: { xs: 'none', sm: 'inline-block' } },
      }}
    >
      <PercentIcon fontSize="small" aria-hidden />
      <span aria-hidden>{headlineNoteText(percent)}</span>
      <span style={visuallyHidden}>{sc.included(percent)}</span>
    </Box>
  );
};
