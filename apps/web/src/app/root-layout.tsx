import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useLiveUpdates } from '@/app/live/use-live-updates';
import { ConnectivityBannerHost } from '@/app/notifications/connectivity-banner';
import { UpdateNotice } from '@/app/notifications/update-notice';
import { toDocumentTitle, useRouteTitle } from '@/app/route-handle';
import { applyContextMenuBlock } from '@/platform/context-menu-block';
import { usePlatform } from '@/platform/platform-context';

/**
 * Around every route: the document title, connectivity banners, the update notice, the
 * context menu blocked where the platform asks (001 §2.3), and the tab's live event stream.
 */
export const RootLayout = () => {
  const title = useRouteTitle();
  const platform = usePlatform();
  useEffect(() => {
    document.title = toDocumentTitle(title);
  }, [title]);
  useEffect(() => applyContextMenuBlock(platform), [platform]);
  useLiveUpdates();
  return (
    <ConnectivityBannerHost>
      <Outlet />
      <UpdateNotice />
    </ConnectivityBannerHost>
  );
};
