import { useEffect, useState } from 'react';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import Box from '@mui/material/Box';
import { useSession } from '@/api/get-session';
import { useMenus, useNextActiveMenu } from '@/features/till/api/get-menus';
import { describeMenuNow } from '@/features/till/components/menus/menu-now';

const CLOCK_TICK_MS = 30_000;

/** The menu served now, or when the next starts; nothing until both answers are in. */
export const MenuNowLabel = () => {
  const timeZone = useSession().client?.timeZone ?? 'Europe/London';
  const menus = useMenus().data;
  const next = useNextActiveMenu().data;
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (menus === undefined || next === undefined) return null;
  const text = describeMenuNow(menus, next.result, now, timeZone);
  if (text === null) return null;
  return (
    <Box
      role="status"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'text.secondary',
        fontSize: '0.9375rem',
        fontWeight: 600,
      }}
    >
      <RestaurantMenuIcon fontSize="small" aria-hidden />
      {text}
    </Box>
  );
};
