import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import type { TillPrinting } from '@opentill/contract/printing/stations.schemas';
import { PrinterFormDialog } from '@/features/printing/components/printers/printer-form-dialog';
import { PrinterRow } from '@/features/printing/components/printers/printer-row';
import { PrintingSection } from '@/features/printing/components/printing-section';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';

export type PrintersSectionProps = {
  printers: readonly Printer[];
  tills: readonly TillPrinting[];
};

/** The printers, each with its health and a test page, and adding one. */
export const PrintersSection = ({ printers, tills }: PrintersSectionProps) => {
  const [isAdding, setIsAdding] = useState(false);
  return (
    <PrintingSection title="Printers" intro={m.printersIntro}>
      {printers.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {m.noPrinters}
        </Alert>
      ) : (
        <Box component="ul" aria-label="Printers" sx={{ m: 0, p: 0, mb: 2 }}>
          {printers.map((printer) => (
            <PrinterRow key={printer.id} printer={printer} tills={tills} />
          ))}
        </Box>
      )}
      <Button
        variant="contained"
        size="large"
        onClick={() => setIsAdding(true)}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        Add printer
      </Button>
      {isAdding && <PrinterFormDialog tills={tills} onClose={() => setIsAdding(false)} />}
    </PrintingSection>
  );
};
