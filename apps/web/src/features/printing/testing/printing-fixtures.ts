import type { PrintJob } from '@opentill/contract/printing/print-jobs.schemas';
import type { Printer } from '@opentill/contract/printing/printers.schemas';
import type {
  PrintingSettings,
  Station,
  TillPrinting,
} from '@opentill/contract/printing/stations.schemas';

// Corner Café's printers (issue 17), for the printing screens' tests: a kitchen printer on
// the network, a bar printer, and Till 2 with a receipt printer of its own.

const uuid = (n: number) => `7a1e0c2d-3b4f-4c5d-8e6f-${String(n).padStart(12, '0')}`;

export const KITCHEN_PRINTER_ID = uuid(1);
export const BAR_PRINTER_ID = uuid(2);
export const TILL_TWO_ID = uuid(10);
export const KITCHEN_STATION_ID = uuid(20);
export const BAR_STATION_ID = uuid(21);
export const RECEIPTS_STATION_ID = uuid(22);
export const DRINKS_ID = uuid(30);
export const MAINS_ID = uuid(31);
export const LATTE_ID = uuid(40);

export const makePrinter = (overrides: Partial<Printer> = {}): Printer => ({
  id: KITCHEN_PRINTER_ID,
  name: 'Kitchen printer',
  connection: 'network',
  address: '192.168.1.50:9100',
  columns: 48,
  codePage: 'cp858',
  deviceId: null,
  health: 'online',
  checkedAt: '2026-11-26T12:04:31Z',
  ...overrides,
});

export const barPrinter = makePrinter({
  id: BAR_PRINTER_ID,
  name: 'Bar printer',
  address: '192.168.1.51:9100',
});

export const tillTwo: TillPrinting = {
  id: TILL_TWO_ID,
  name: 'Till 2',
  number: 2,
  kind: 'till',
  receiptPrinterId: null,
  openDrawerOnCash: false,
};

export const makeStation = (overrides: Partial<Station> = {}): Station => ({
  id: KITCHEN_STATION_ID,
  name: 'Kitchen',
  kind: 'kitchen',
  printerId: KITCHEN_PRINTER_ID,
  fallbackPrinterId: null,
  isDefault: true,
  ...overrides,
});

export const makePrintingSettings = (
  overrides: Partial<PrintingSettings> = {},
): PrintingSettings => ({
  printers: [makePrinter(), barPrinter],
  stations: [],
  routes: { categories: [], products: [] },
  tills: [tillTwo],
  ...overrides,
});

export const makePrintJob = (overrides: Partial<PrintJob> = {}): PrintJob => ({
  id: 'job-1',
  kind: 'kitchen',
  status: 'failed',
  orderId: 'order-1',
  orderNumber: '#142',
  round: 1,
  stationName: 'Kitchen',
  printerId: KITCHEN_PRINTER_ID,
  printerName: 'Kitchen printer',
  attempts: 5,
  lastError: 'The printer did not answer.',
  createdAt: '2026-11-26T12:00:00Z',
  confirmedAt: null,
  ...overrides,
});

/** The catalogue the routes are chosen from: Drinks (with Latte) and Mains. */
export const routeCatalogue = {
  categories: [
    {
      id: MAINS_ID,
      slug: 'mains',
      name: 'Mains',
      parentCategoryId: null,
      backgroundColour: '#fff',
      position: 1,
    },
    {
      id: DRINKS_ID,
      slug: 'drinks',
      name: 'Drinks',
      parentCategoryId: null,
      backgroundColour: '#fff',
      position: 0,
    },
  ],
  products: [{ id: LATTE_ID, name: 'Latte', parent_category_id: DRINKS_ID, position: 0 }],
};
