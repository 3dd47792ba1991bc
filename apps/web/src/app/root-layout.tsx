import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ConnectivityBanner } from '@/app/notifications/connectivity-banner';
import { UpdateNotice } from '@/app/notifications/update-notice';
import { toDocumentTitle, useRouteTitle } from '@/app/route-handle';
import { applyContextMenuBlock } from '@/platform/context-menu-block';
import { usePlatform } from '@/platform/platform-context';

/**
 * Around every route: the document title, connectivity banners, the update notice, and
 * the context menu blocked where the platform asks (001 §2.3).
 */
export const RootLayout = () => {
  const title = useRouteTitle();
  const platform = usePlatform();
  useEffect(() => {
    document.title = toDocumentTitle(title);
  }, [title]);
  useEffect(() => applyContextMenuBlock(platform), [platform]);
  return (
    <>
      <Outlet />
      <ConnectivityBanner />
      <UpdateNotice />
    </>
  );
};
