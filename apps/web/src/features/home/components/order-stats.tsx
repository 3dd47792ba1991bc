import Box from '@mui/material/Box';
import type { Client } from '@opentill/contract/auth/auth.schemas';
import { useOrderCounts } from '@/features/home/api/get-order-counts';
import { StatCard } from '@/features/home/components/stat-card';

export type OrderStatsProps = { client: Client | null };

/** Requested Orders always; Ready to collect with takeaway, Ready to deliver with delivery (spec 001 §2.10). */
export const OrderStats = ({ client }: OrderStatsProps) => {
  const { data: counts } = useOrderCounts();
  const hasCollection =
    client !== null && (client.featureTakeaway || client.featureClickAndCollect);
  const hasDelivery = client !== null && (client.featureDelivery || client.featureHomeDelivery);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
      }}
    >
      <StatCard label="Requested Orders" value={counts?.requestedCount} />
      {hasCollection && <StatCard label="Ready to collect" value={counts?.toCollectCount} />}
      {hasDelivery && <StatCard label="Ready to deliver" value={counts?.toDeliverCount} />}
    </Box>
  );
};
