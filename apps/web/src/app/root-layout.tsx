import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ConnectivityBanner } from '@/app/notifications/connectivity-banner';
import { UpdateNotice } from '@/app/notifications/update-notice';
import { toDocumentTitle, useRouteTitle } from '@/app/route-handle';

/** Around every route: the document title, connectivity banners and the update notice. */
export const RootLayout = () => {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = toDocumentTitle(title);
  }, [title]);
  return (
    <>
      <Outlet />
      <ConnectivityBanner />
      <UpdateNotice />
    </>
  );
};
