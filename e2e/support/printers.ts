import path from 'node:path';
import { expect, request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { OWNER, PASSWORD } from './users.js';

// The printing journeys' helpers (issue 17): fake ESC/POS printers (apps/printer-sim) on
// free ports, Corner Café's printers and stations set up through the API, and what each
// fake printer printed, as text lines.

/** What the simulator decoded of one job (apps/printer-sim's PrintedJob, the fields read here). */
export type PrintedJob = {
  receivedAt: Date;
  lines: string[];
  commands: string[];
  drawerOpened: boolean;
  codePage: number;
};

export type FakePrinter = {
  name: string;
  /** "127.0.0.1:PORT", as it is typed into Settings → Printers. */
  address: string;
  /** 'refuse' is a printer switched off; 'online' switches it on again. */
  setMode(mode: 'online' | 'refuse'): Promise<void>;
  jobs(): PrintedJob[];
  close(): Promise<void>;
};

type PrinterSimModule = {
  startPrinterSim(options: { port: number; name: string }): Promise<FakePrinter>;
};

// Imported by path at run time: the e2e TypeScript project does not reference the
// printer-sim project, so a static import would put its sources into this project's build.
// Playwright's loader compiles it as it does the journeys.
const SIM_SOURCE = path.resolve(import.meta.dirname, '../../apps/printer-sim/src/printer-sim.ts');

/** Starts one fake printer per name, each on a free port. */
export const startFakePrinters = async <Name extends string>(
  names: readonly Name[],
): Promise<Record<Name, FakePrinter>> => {
  const sim = (await import(SIM_SOURCE)) as PrinterSimModule;
  const started = await Promise.all(names.map((name) => sim.startPrinterSim({ port: 0, name })));
  return Object.fromEntries(names.map((name, i) => [name, started[i]])) as Record<
    Name,
    FakePrinter
  >;
};

export const closeFakePrinters = async (printers: Record<string, FakePrinter> | undefined) => {
  await Promise.all(Object.values(printers ?? {}).map((printer) => printer.close()));
};

/** Waits until a job the printer printed contains every text of `texts`, and answers it. */
export const waitForPrintedJob = async (
  printer: FakePrinter,
  texts: readonly (string | RegExp)[],
  timeout = 20_000,
): Promise<PrintedJob> => {
  const matches = (job: PrintedJob) =>
    texts.every((text) =>
      job.lines.some((line) => (typeof text === 'string' ? line.includes(text) : text.test(line))),
    );
  await expect
    .poll(() => printer.jobs().some(matches), {
      message: `${printer.name} printed a job with ${texts.join(', ')}`,
      timeout,
    })
    .toBe(true);
  return printer.jobs().find(matches) as PrintedJob;
};

/**
 * The order number a kitchen ticket is for: the line under the station's name, as the
 * cook reads it ("#12", or the till's ticket "T2-0012"). A REPRINT, ADD or VOID mark comes
 * before the station's name.
 */
export const ticketNumber = (job: PrintedJob, station: string): string | null => {
  const at = job.lines.findIndex((line) => line.trim() === station);
  return at < 0 ? null : (job.lines[at + 1]?.trim() ?? null);
};

export type OwnerApi = {
  get: <T>(apiPath: string) => Promise<T>;
  post: <T>(apiPath: string, data: unknown) => Promise<T>;
  put: <T>(apiPath: string, data: unknown) => Promise<T>;
  dispose: () => Promise<void>;
};

/** Corner Café's owner, logged in through the API on `baseURL` (bodies in the wire's snake_case). */
export const ownerApi = async (baseURL: string): Promise<OwnerApi> => {
  const context: APIRequestContext = await request.newContext({ baseURL });
  await context.get('/api/session/');
  const headers = async () => ({
    'x-csrftoken':
      (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '',
  });
  const login = await context.post('/api/login/', {
    data: { email: OWNER, password: PASSWORD },
    headers: await headers(),
  });
  expect(login.status()).toBe(200);
  const answer = async <T>(sent: Promise<Awaited<ReturnType<APIRequestContext['get']>>>) => {
    const response = await sent;
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return {
    get: (apiPath) => answer(context.get(`/api/${apiPath}`)),
    post: async (apiPath, data) =>
      answer(context.post(`/api/${apiPath}`, { data, headers: await headers() })),
    put: async (apiPath, data) =>
      answer(context.put(`/api/${apiPath}`, { data, headers: await headers() })),
    dispose: () => context.dispose(),
  };
};

type WireId = { id: string };

/** A network printer at 80 mm, 48 columns, CP858, as the owner adds one. */
export const addPrinterByApi = (api: OwnerApi, name: string, printer: FakePrinter) =>
  api.post<WireId>('printing/printers/', {
    name,
    connection: 'network',
    address: printer.address,
    columns: 48,
    code_page: 'cp858',
    device_id: null,
  });

export const addStationByApi = (
  api: OwnerApi,
  station: { name: string; kind: 'kitchen' | 'receipts'; printerId: string; isDefault: boolean },
) =>
  api.post<WireId>('printing/stations/', {
    name: station.name,
    kind: station.kind,
    printer_id: station.printerId,
    fallback_printer_id: null,
    is_default: station.isDefault,
  });

/** The owner on Settings → Printers, reached through the menus. */
export const openPrinterSettings = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: 'Printers', exact: true })
    .click();
  await expect(page).toHaveURL('/settings/printers');
  await expect(page.getByRole('region', { name: 'Printers' })).toBeVisible();
};

/** A printer's row in Settings → Printers. */
export const printerRow = (page: Page, name: string): Locator =>
  page
    .getByRole('region', { name: 'Printers' })
    .getByRole('list', { name: 'Printers' })
    .getByRole('listitem', { name, exact: true });

/** Picks `option` in the MUI select labelled `label` inside `scope`. */
export const choose = async (page: Page, scope: Locator, label: string, option: string) => {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
};
