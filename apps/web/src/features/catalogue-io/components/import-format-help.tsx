import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const COLUMNS: [string, string][] = [
  [
    'Name',
    'Required. A product with the same name in the same category is updated, not added again.',
  ],
  [
    'Category',
    'The path from the top, like Hot drinks > Coffee. Missing categories are made. Empty: the top level.',
  ],
  ['Price', 'Required. Pounds with at most two decimals, like 3.50.'],
  ['VAT rate', 'Eaten in: 0, 5, 20 or another percentage like 12.5. Empty: no VAT set.'],
  [
    'Takeaway VAT rate',
    'Taken away, written the same way, like 0 for a cold sandwich. Empty, or no such column: the VAT rate. none: no VAT.',
  ],
  [
    'Options',
    'Milk: Whole 0.00 | Oat 0.40; Extras*: Extra shot 0.50. Sets are split by ;, choices by |, each choice ends with the price it adds. A * after the name lets the customer pick several.',
  ],
  ['Stock', 'A whole number. Empty: stock is not counted.'],
  ['Attributes', 'Short labels such as V, VG, GF, separated by spaces or commas.'],
  ['Description', 'Optional text.'],
];

/** How to write the file, and what Square and Loyverse exports become. */
export const ImportFormatHelp = () => (
  <Accordion variant="outlined" disableGutters>
    <AccordionSummary expandIcon={<ExpandMoreIcon />}>
      <Typography>How to write the file</Typography>
    </AccordionSummary>
    <AccordionDetails>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0 } }}>
        {COLUMNS.map(([name, text]) => (
          <Box key={name}>
            <dt>{name}</dt>
            <dd>{text}</dd>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Only Name and Price must be there. A column you leave out is left as it is on products
        already on the till. Products that are not in the file are not changed.
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Square and Loyverse exports are read as they are. Variations along one option (Small, Large)
        become choices of one product, priced from the cheapest. Variations along two or three
        options become a product each, like Tee (Large, Blue).
      </Typography>
    </AccordionDetails>
  </Accordion>
);
