import Box from '@mui/material/Box';
import type { Product } from '@opentill/contract/catalogue/product.schemas';
import { useAttributes } from '@/features/till/api/get-attributes';

export type AttributeKeyProps = { products: readonly Product[] };

/**
 * What the labels on this level's tiles mean ('V Vegetarian · GF Gluten free'), from
 * GET orders/attributes/; only the labels shown here, and nothing when there are none.
 */
export const AttributeKey = ({ products }: AttributeKeyProps) => {
  const attributes = useAttributes().data;
  const used = new Set(products.flatMap((product) => product.attributes.map((a) => a.id)));
  const shown = (attributes ?? []).filter((attribute) => used.has(attribute.id));
  if (shown.length === 0) return null;
  return (
    <Box
      component="dl"
      aria-label="Product labels"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        mt: 2,
        color: 'text.secondary',
        fontSize: '0.875rem',
      }}
    >
      {shown.map((attribute) => (
        <Box key={attribute.id} sx={{ display: 'flex', gap: 0.5 }}>
          <Box component="dt" sx={{ fontWeight: 700 }}>
            {attribute.shortLabel}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {attribute.name}
          </Box>
        </Box>
      ))}
    </Box>
  );
};
