import { useTheme } from '@mui/material/styles';
import { formatPence } from '@opentill/contract/money';
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatAxisPounds, type ChartPoint } from '@/features/reports/transactions/chart-points';

export type RevenueChartProps = { points: ChartPoint[]; height: number };

const toPounds = (value: unknown): string =>
  typeof value === 'number' ? formatPence(value) : String(value ?? '');

/**
 * Revenue as an area and Expected Revenue as a line, hour by hour (spec 001 §2.13).
 * Recharts is about 180 KB gzip, so this module is only ever loaded lazily (DESIGN.md §10).
 */
export const RevenueChart = ({ points, height }: RevenueChartProps) => {
  const theme = useTheme();
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={theme.palette.divider} />
        <XAxis dataKey="hour" tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis
          tickFormatter={formatAxisPounds}
          tick={{ fontSize: 12 }}
          width={56}
          allowDecimals={false}
        />
        <Tooltip formatter={toPounds} labelFormatter={(hour) => `From ${String(hour)}`} />
        {/* Revenue first, as drawn, rather than alphabetical. */}
        <Legend itemSorter={null} />
        <Area
          type="monotone"
          dataKey="revenue"
          name="Revenue"
          stroke={theme.palette.primary.main}
          fill={theme.palette.primary.light}
          fillOpacity={0.35}
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="expectedRevenue"
          name="Expected Revenue"
          stroke={theme.palette.secondary.main}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
};
