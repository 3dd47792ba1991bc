import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type {
  ImportItem,
  ImportItemStatus,
} from '@opentill/contract/catalogue/catalogue-import.schemas';
import { formatPence } from '@opentill/contract/money';

export type ImportPreviewTableProps = { items: readonly ImportItem[] };

const STATUS: Record<ImportItemStatus, { label: string; color: 'success' | 'info' | 'error' }> = {
  new: { label: 'New', color: 'success' },
  updated: { label: 'Updated', color: 'info' },
  error: { label: 'Error', color: 'error' },
};

const ROW_COLUMN = { display: { xs: 'none', sm: 'table-cell' } } as const;

const rowsLabel = (rows: readonly number[]) =>
  rows.length > 1 ? `${rows[0]}–${rows[rows.length - 1]}` : String(rows[0] ?? '');

/** Each product the file makes or updates, with what will happen to it. */
export const ImportPreviewTable = ({ items }: ImportPreviewTableProps) => (
  <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
    <Table
      size="small"
      stickyHeader
      aria-label="Products in the file"
      sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={ROW_COLUMN}>Row</TableCell>
          <TableCell>Product</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.rows.join('-')}>
            <TableCell sx={{ ...ROW_COLUMN, whiteSpace: 'nowrap' }}>
              {rowsLabel(item.rows)}
            </TableCell>
            <TableCell>
              <Typography variant="body2">{item.name === '' ? '—' : item.name}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {/* On a phone the row number moves here, leaving room for the status. */}
                <Box component="span" sx={{ display: { sm: 'none' } }}>
                  Row {rowsLabel(item.rows)} ·{' '}
                </Box>
                {item.category === '' ? 'Top level' : item.category}
              </Typography>
              {item.options.map((option) => (
                <Typography key={option} variant="caption" color="text.secondary" component="div">
                  {option}
                </Typography>
              ))}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {item.price === null ? '—' : formatPence(item.price)}
            </TableCell>
            <TableCell>
              <Chip size="small" {...STATUS[item.status]} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
