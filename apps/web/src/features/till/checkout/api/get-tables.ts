// The tables are shared with the order edit (features/orders/edit), so they live in src/api.
export { getTables, tablesQueryOptions, type DiningTable } from '@/api/get-tables';
