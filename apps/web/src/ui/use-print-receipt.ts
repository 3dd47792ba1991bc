import { useState } from 'react';
import { useSnackbar } from 'notistack';
import { checkoutMessages as m } from '@opentill/contract/orders/checkout-messages';
import { usePlatform } from '@/platform/platform-context';
import { printReceipt } from '@/platform/printer/print-receipt';

/** Print with the platform's printer (500 ms wait) and say how it went (000 §8). */
export const usePrintReceipt = (text: string) => {
  const platform = usePlatform();
  const { enqueueSnackbar } = useSnackbar();
  const [isPrinting, setIsPrinting] = useState(false);

  const print = async () => {
    setIsPrinting(true);
    const outcome = await printReceipt(platform.printer, text);
    setIsPrinting(false);
    if (outcome.isPrinted) enqueueSnackbar(m.printed, { variant: 'success' });
    else enqueueSnackbar(m.printFailed(outcome.reason), { variant: 'error' });
  };

  return { isPrinting, print };
};
