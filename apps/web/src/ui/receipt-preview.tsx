import Box from '@mui/material/Box';
import { RECEIPT_COLUMNS } from '@opentill/contract/orders/checkout-messages';

export type ReceiptPreviewProps = {
  /** The server's printString. */
  text: string;
  /** Taller where the receipt is the screen's main content (checkout's last step). */
  isTall?: boolean;
};

/** The receipt as it prints: 42 monospace columns on paper-white, scrolling when long. */
export const ReceiptPreview = ({ text, isTall = false }: ReceiptPreviewProps) => (
  <Box
    component="pre"
    aria-label="Receipt preview"
    tabIndex={0}
    sx={{
      m: 0,
      p: 2,
      fontFamily: 'ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace',
      fontSize: { xs: '0.72rem', sm: '0.85rem' },
      lineHeight: 1.35,
      width: `calc(${RECEIPT_COLUMNS}ch + 32px)`,
      maxWidth: '100%',
      maxHeight: isTall ? { xs: 320, md: 520 } : { xs: 280, md: 480 },
      overflow: 'auto',
      whiteSpace: 'pre',
      bgcolor: '#fbfbf8',
      border: '1px solid #dde5e4',
      borderRadius: 2,
      justifySelf: 'center',
    }}
  >
    {text}
  </Box>
);
