import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

export type FigureTableProps = {
  title: string;
  /** The heading of the first column, which names each row. */
  rowHeading: string;
  /** The headings of the figure columns, right-aligned. */
  columns: readonly string[];
  /** A line under the title, e.g. how the figures were reached. */
  description?: ReactNode;
  children: ReactNode;
};

/**
 * One group of figures: a heading and its table. The table scrolls inside its own
 * labelled region, so a long name or a big number never widens the phone's page.
 */
export const FigureTable = ({
  title,
  rowHeading,
  columns,
  description,
  children,
}: FigureTableProps) => {
  const headingId = useId();
  return (
    <Paper variant="outlined" sx={{ minWidth: 0, pt: 1.5 }}>
      <Typography
        id={headingId}
        component="h3"
        variant="h3"
        sx={{ px: 2, pb: 0.5, fontSize: '1.1rem' }}
      >
        {title}
      </Typography>
      {description !== undefined && (
        <Typography color="text.secondary" sx={{ px: 2, pb: 0.5 }}>
          {description}
        </Typography>
      )}
      <Box role="region" aria-labelledby={headingId} tabIndex={0} sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          aria-labelledby={headingId}
          sx={{
            '& th, & td': { px: { xs: 1.25, sm: 2 }, py: 1 },
            '& thead th': { fontWeight: 700, color: 'text.secondary' },
            '& tr:last-of-type > *': { borderBottom: 0 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{rowHeading}</TableCell>
              {columns.map((column) => (
                <TableCell key={column} align="right">
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>{children}</TableBody>
        </Table>
      </Box>
    </Paper>
  );
};

export type FigureRowProps = {
  label: string;
  /** The row's figures, already formatted, in column order. */
  values: readonly ReactNode[];
  /** A total row: bold, so the eye finds it. */
  isTotal?: boolean;
};

export const FigureRow = ({ label, values, isTotal = false }: FigureRowProps) => {
  const weight = isTotal ? 700 : undefined;
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ fontWeight: weight ?? 500 }}>
        {label}
      </TableCell>
      {values.map((value, index) => (
        <TableCell
          key={index}
          align="right"
          sx={{ fontWeight: weight, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        >
          {value}
        </TableCell>
      ))}
    </TableRow>
  );
};

export type NoFiguresRowProps = { columnCount: number; text: string };

/** What an empty table says instead of rows. */
export const NoFiguresRow = ({ columnCount, text }: NoFiguresRowProps) => (
  <TableRow>
    <TableCell colSpan={columnCount} sx={{ color: 'text.secondary' }}>
      {text}
    </TableCell>
  </TableRow>
);
