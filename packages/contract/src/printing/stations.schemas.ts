import { z } from 'zod';
import { printerSchema } from './printers.schemas.js';

/**
 * A station is where a kind of work is printed (issue 17): "Kitchen" and "Bar" take
 * order lines; "Receipts" takes receipts. A receipt is never sent to a kitchen station,
 * and order lines never to a receipts station.
 */
export const STATION_KINDS = ['kitchen', 'receipts'] as const;
export type StationKind = (typeof STATION_KINDS)[number];

export const STATION_KIND_LABELS: Record<StationKind, string> = {
  kitchen: 'Order tickets (kitchen, bar)',
  receipts: 'Receipts',
};

const choosePrinter = 'Choose the printer this station prints on.';

export const stationInputSchema = z
  .object({
    name: z
      .string({ error: 'Give the station a name, for example Kitchen.' })
      .trim()
      .min(1, 'Give the station a name, for example Kitchen.')
      .max(40, 'Keep the name to 40 characters.'),
    kind: z.enum(STATION_KINDS, { error: 'Choose what the station prints.' }),
    printerId: z.uuid({ error: choosePrinter }),
    /** Used when the printer is down; never the printer itself. */
    fallbackPrinterId: z
      .uuid({ error: 'Choose another printer, or none.' })
      .nullable()
      .default(null),
    /**
     * The kitchen station an item goes to when neither its product nor its category
     * names one (one per merchant), so no line is ever printed nowhere.
     */
    isDefault: z.boolean({ error: 'Choose on or off.' }).default(false),
  })
  .superRefine((value, ctx) => {
    if (value.fallbackPrinterId !== null && value.fallbackPrinterId === value.printerId)
      ctx.addIssue({
        code: 'custom',
        path: ['fallbackPrinterId'],
        message: 'The fallback must be another printer.',
      });
    if (value.isDefault && value.kind !== 'kitchen')
      ctx.addIssue({
        code: 'custom',
        path: ['isDefault'],
        message: 'Only an order ticket station can take the items no other station takes.',
      });
  });
export type StationInput = z.input<typeof stationInputSchema>;

export const stationSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(STATION_KINDS),
  printerId: z.string(),
  fallbackPrinterId: z.string().nullable(),
  isDefault: z.boolean(),
});
export type Station = z.infer<typeof stationSchema>;

/**
 * PUT printing/routes/: where each category's lines go, and the products sent somewhere
 * other than their category's station. A category with no station uses the default one.
 */
export const printRoutesSchema = z.object({
  categories: z
    .array(
      z.object({
        categoryId: z.uuid({ error: 'This category is not one of yours.' }),
        stationId: z.uuid({ error: 'Choose a station.' }).nullable(),
      }),
    )
    .max(1000),
  products: z
    .array(
      z.object({
        productId: z.uuid({ error: 'This product is not one of yours.' }),
        stationId: z.uuid({ error: 'Choose a station.' }),
      }),
    )
    .max(5000),
});
export type PrintRoutes = z.infer<typeof printRoutesSchema>;

/** PUT printing/tills/{id}/: a till's receipt printer, and whether a cash sale opens its drawer. */
export const tillPrintingInputSchema = z.object({
  receiptPrinterId: z.uuid({ error: 'Choose a printer, or none.' }).nullable(),
  openDrawerOnCash: z.boolean({ error: 'Choose on or off.' }),
});
export type TillPrintingInput = z.infer<typeof tillPrintingInputSchema>;

export const tillPrintingSchema = tillPrintingInputSchema.extend({
  /** The device: a registered browser till or a card terminal. */
  id: z.string(),
  name: z.string(),
  number: z.number().int().nullable(),
  kind: z.enum(['till', 'terminal']),
});
export type TillPrinting = z.infer<typeof tillPrintingSchema>;

/** GET printing/: everything Settings → Printers shows, in one read. */
export const printingSettingsSchema = z.object({
  printers: z.array(printerSchema),
  stations: z.array(stationSchema),
  routes: printRoutesSchema,
  tills: z.array(tillPrintingSchema),
});
export type PrintingSettings = z.infer<typeof printingSettingsSchema>;
