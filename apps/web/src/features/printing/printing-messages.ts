import type { PrintJobStatus } from '@opentill/contract/printing/print-jobs.schemas';

/** The words of Settings → Printers and of the print problems list (issue 17). */
export const PRINTING_UI = {
  printersIntro:
    'The receipt and order ticket printers OpenTill prints on, and whether each one answers now.',
  noPrinters: 'No printers yet. Add the printer’s address, for example 192.168.1.50:9100.',
  stationsIntro:
    'Where each kind of work prints: order tickets at the kitchen or the bar, receipts at the counter.',
  noStations: 'No stations yet. Add one for each place that prints, for example Kitchen.',
  stationNeedsPrinter: 'Add a printer first: a station prints on one.',
  routesIntro:
    'A category with no station of its own prints at the default station; a product can print somewhere else than its category.',
  tillsIntro: 'The printer each till prints its receipts on, and whether cash opens its drawer.',
  noTills: 'No tills yet: a browser becomes a till when it first opens the till screen.',
  drawerHint: 'Sends the drawer kick to the receipt printer for cash sales and No sale.',
  through: (tillName: string) => `Through ${tillName}`,
  ownPrinter: (tillName: string) => `${tillName}’s own printer`,
  checkedAt: (time: string) => `checked ${time}`,
  testSent: (printer: string) => `Test page sent to ${printer}.`,
  testPrinted: 'Test page printed.',
  testFailed: (reason: string) => `The test page did not print: ${reason}`,
  testOverdue: (printer: string) =>
    `The test page has not printed yet: ${printer} has not answered.`,
  noReason: 'the printer did not confirm it.',
  printerSaved: (name: string) => `${name} saved.`,
  printerDeleted: (name: string) => `${name} deleted.`,
  stationSaved: (name: string) => `${name} saved.`,
  stationDeleted: (name: string) => `${name} deleted.`,
  routesSaved: 'Where each category prints is saved.',
  tillSaved: (name: string) => `${name} saved.`,
  notPrinted: (count: number) => `${count} not printed`,
  notPrintedLabel: (count: number) => `${count} print ${count === 1 ? 'job' : 'jobs'} not printed`,
  reprintSent: (printer: string) => `Sent to ${printer}.`,
  noOtherPrinter:
    'There is no other printer to send it to: once it is dealt with (written by hand, or not needed), say so.',
} as const;

export const PRINT_JOB_STATUS_LABELS: Record<PrintJobStatus, string> = {
  queued: 'Waiting to print',
  sending: 'Printing',
  confirmed: 'Printed',
  unconfirmed: 'Not confirmed by the printer',
  failed: 'Failed',
};
