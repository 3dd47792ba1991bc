import type { PrintingSettings } from '@opentill/contract/printing/stations.schemas';
import { PrintersSettingsPage } from '@/features/printing/routes/printers-settings-page';
import {
  makePrintingSettings,
  routeCatalogue,
} from '@/features/printing/testing/printing-fixtures';
import { makeSession, toWire } from '@/testing/factories';
import { stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { renderRoute } from '@/testing/render-route';

/** Settings → Printers for Corner Café's owner, with the server's answers stubbed. */
export const renderPrintersPage = (
  settings: PrintingSettings = makePrintingSettings(),
  routes: StubRoutes = {},
) => {
  const stub = stubFetch({
    'GET /api/printing/': { body: toWire(settings) },
    'GET /api/orders/categories/list_all/': { body: toWire(routeCatalogue.categories) },
    'GET /api/orders/products/': { body: routeCatalogue.products },
    ...routes,
  });
  const view = renderRoute({
    session: makeSession(),
    initialPath: '/settings/printers',
    routes: [
      { path: '/settings/printers', element: <PrintersSettingsPage /> },
      { path: '/home', element: <p>Home</p> },
    ],
  });
  return { ...stub, ...view };
};

export const bodiesOf = (
  calls: ReturnType<typeof stubFetch>['calls'],
  method: string,
  url: string,
): unknown[] => calls.filter((c) => c.method === method && c.url === url).map((c) => c.body);
