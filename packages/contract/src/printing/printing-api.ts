/**
 * The printing API's paths (issue 17), under /api/. Owners set printers up; tills read
 * their own receipt printer, print receipts and reprint what did not print.
 *
 * - GET printing/ → PrintingSettings (owner)
 * - POST printing/printers/ → 201 Printer; PUT, DELETE printing/printers/{id}/ (owner)
 * - POST printing/printers/{id}/test/ → 201 PrintJob (owner)
 * - GET printing/printers/ → PrinterList (till)
 * - POST printing/stations/ → 201 Station; PUT, DELETE printing/stations/{id}/ (owner)
 * - PUT printing/routes/ → PrintRoutes (owner)
 * - GET printing/tills/{id}/ → TillPrinting (till); PUT (owner)
 * - GET printing/jobs/?problems=true → PrintJobList (till)
 * - GET printing/jobs/{id}/ → PrintJob (till)
 * - POST printing/jobs/{id}/reprint/ {printer_id} → 201 PrintJob (till)
 * - POST printing/jobs/{id}/resolve/ → PrintJob (till): it printed after all, or is not wanted
 * - POST printing/receipts/ {order_id, device_id} → 201 PrintJob (till)
 * - GET printing/device-jobs/?device_id= → DeviceJobList; POST printing/device-jobs/{id}/ack/ (till)
 */
export const PRINTING_MESSAGES = {
  noReceiptPrinter: 'This till has no receipt printer: choose one in Settings → Printers.',
  printerInUse: (what: string) =>
    `A ${what} prints on this printer: choose another printer for it first.`,
  notYourPrinter: 'This printer is not one of yours.',
  notYourStation: 'This station is not one of yours.',
  notYourTill: 'This till is not one of yours.',
  kitchenStationOnly: 'Order lines print at an order ticket station, never at a receipts station.',
  notDeviceJob: 'This job is not one this device prints.',
  serverOwnAddress:
    'That address is this server itself, not a printer. Enter the printer’s address on your network, for example 192.168.1.50:9100.',
} as const;
