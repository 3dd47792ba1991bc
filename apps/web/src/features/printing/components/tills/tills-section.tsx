import Alert from '@mui/material/Alert';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import type { TillPrinting } from '@opentill/contract/printing/stations.schemas';
import { PrintingSection } from '@/features/printing/components/printing-section';
import { TillPrintingForm } from '@/features/printing/components/tills/till-printing-form';
import { PRINTING_UI as m } from '@/features/printing/printing-messages';

export type TillsSectionProps = {
  tills: readonly TillPrinting[];
  printers: readonly Printer[];
  onDirtyChange: (tillId: string, isDirty: boolean) => void;
};

/** Each till and terminal: where its receipts print, and whether cash opens its drawer. */
export const TillsSection = ({ tills, printers, onDirtyChange }: TillsSectionProps) => (
  <PrintingSection title="Tills" intro={m.tillsIntro}>
    {tills.length === 0 && <Alert severity="info">{m.noTills}</Alert>}
    {tills.map((till) => (
      <TillPrintingForm
        key={till.id}
        till={till}
        printers={printers}
        onDirtyChange={onDirtyChange}
      />
    ))}
  </PrintingSection>
);
