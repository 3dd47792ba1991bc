import Typography from '@mui/material/Typography';
import { format } from 'date-fns';

/** A plain 'yyyy-MM-dd' (or local date-time) is a calendar day: read without any zone. */
const formatReportDay = (date: string): string => {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  return format(new Date(year, month - 1, day), 'd MMMM yyyy');
};

export type NoProductsSoldProps = { fromDate: string; toDate: string };

export const noProductsSoldText = ({ fromDate, toDate }: NoProductsSoldProps): string =>
  fromDate.slice(0, 10) === toDate.slice(0, 10)
    ? `No products were sold on ${formatReportDay(fromDate)}.`
    : `No products were sold from ${formatReportDay(fromDate)} to ${formatReportDay(toDate)}.`;

export const NoProductsSold = (props: NoProductsSoldProps) => (
  <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
    {noProductsSoldText(props)}
  </Typography>
);
