import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { formatPence } from '@opentill/contract/money';
import type { ProductSales } from '@opentill/contract/reports/report.schemas';
import type { ProductSort, ProductSortKey } from '@/features/reports/products/product-sorting';

const COLUMNS: readonly { key: ProductSortKey; label: string; isNumeric: boolean }[] = [
  { key: 'name', label: 'Product Name', isNumeric: false },
  { key: 'amountTaken', label: 'Sales Value', isNumeric: true },
  { key: 'sales', label: 'Total Sales', isNumeric: true },
];

export type ProductSalesTableProps = {
  /** Already sorted. */
  products: readonly ProductSales[];
  sort: ProductSort;
  onSort: (key: ProductSortKey) => void;
};

const ariaSort = (sort: ProductSort, key: ProductSortKey) => {
  if (sort.key !== key) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
};

export const ProductSalesTable = ({ products, sort, onSort }: ProductSalesTableProps) => (
  <Table
    aria-label="Product sales"
    size="small"
    // A phone fits all three columns: tighter padding, and headings that may wrap.
    sx={{ '& td, & th': { py: 1.25, px: { xs: 1, sm: 2 } } }}
  >
    <TableHead>
      <TableRow>
        {COLUMNS.map((column) => (
          <TableCell
            key={column.key}
            align={column.isNumeric ? 'right' : 'left'}
            aria-sort={ariaSort(sort, column.key)}
            sx={{ fontWeight: 700, whiteSpace: { xs: 'normal', sm: 'nowrap' } }}
          >
            <TableSortLabel
              active={sort.key === column.key}
              direction={sort.key === column.key ? sort.direction : 'asc'}
              onClick={() => onSort(column.key)}
              // A finger-sized target (44 px), not just the words' height.
              sx={{ minHeight: 44 }}
            >
              {column.label}
            </TableSortLabel>
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
    <TableBody>
      {products.map((product, index) => (
        // Two products may share a name; the position keeps their rows apart.
        <TableRow key={`${index}-${product.name}`} hover>
          <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </TableCell>
          <TableCell align="right">{formatPence(product.amountTaken)}</TableCell>
          <TableCell align="right">{product.sales}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
