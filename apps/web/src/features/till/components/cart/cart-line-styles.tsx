import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * A cart line is drawn on every tap that adds one, so like a till tile it is plain
 * elements with these class names, styled once by <CartLineStyles /> rather than a
 * dozen MUI components each (issue 13: tap-to-cart).
 */
export const cartLineClasses = {
  root: 'ot-line',
  stepper: 'ot-line__stepper',
  step: 'ot-line__step',
  quantity: 'ot-line__quantity',
  open: 'ot-line__open',
  text: 'ot-line__text',
  name: 'ot-line__name',
  detail: 'ot-line__detail',
  discount: 'ot-line__discount',
  warning: 'ot-line__warning',
  price: 'ot-line__price',
  icon: 'ot-line__icon',
} as const;

const c = cartLineClasses;
const pressable = (background: string) => ({
  appearance: 'none' as const,
  border: 0,
  margin: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  cursor: 'pointer',
  touchAction: 'manipulation' as const,
  WebkitTapHighlightColor: 'transparent',
  '&:hover': { background },
  '&:active': { background },
});

export const CartLineStyles = () => (
  <GlobalStyles
    styles={(theme) => ({
      [`.${c.root}`]: { display: 'flex', alignItems: 'flex-start', listStyle: 'none' },
      [`.${c.stepper}`]: {
        display: 'flex',
        alignItems: 'center',
        flexShrink: 0,
        paddingTop: theme.spacing(0.5),
      },
      [`.${c.step}`]: {
        ...pressable(theme.palette.action.hover),
        // Tap targets on the till are 48 px at least (issue 13).
        width: 48,
        height: 48,
        borderRadius: theme.spacing(1),
        display: 'grid',
        placeItems: 'center',
        color: theme.palette.action.active,
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
      },
      [`.${c.quantity}`]: {
        minWidth: 28,
        fontWeight: 700,
        textAlign: 'center',
        color: theme.palette.primary.main,
        fontVariantNumeric: 'tabular-nums',
      },
      [`.${c.open}`]: {
        ...pressable(theme.palette.action.hover),
        flex: 1,
        minWidth: 0,
        minHeight: 60,
        display: 'flex',
        alignItems: 'flex-start',
        gap: theme.spacing(1.5),
        padding: theme.spacing(1.25, 2, 1.25, 1),
        textAlign: 'left',
        borderRadius: theme.spacing(1),
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
      },
      [`.${c.text}`]: { flex: 1, minWidth: 0 },
      [`.${c.name}`]: { display: 'block', fontWeight: 600 },
      [`.${c.detail}`]: {
        display: 'block',
        ...theme.typography.body2,
        color: theme.palette.text.secondary,
      },
      [`.${c.discount}`]: {
        display: 'block',
        ...theme.typography.body2,
        fontWeight: 600,
        color: theme.palette.primary.main,
        fontVariantNumeric: 'tabular-nums',
      },
      [`.${c.warning}`]: {
        display: 'flex',
        alignItems: 'center',
        gap: theme.spacing(0.5),
        ...theme.typography.body2,
        color: theme.palette.warning.dark,
      },
      [`.${c.price}`]: {
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      },
      [`.${c.icon}`]: { width: 24, height: 24, fill: 'currentColor', flexShrink: 0 },
      [`.${c.warning} .${c.icon}`]: { width: 20, height: 20 },
    })}
  />
);

/** Material icons' paths (Apache 2.0), drawn without an SvgIcon component per line. */
const ICON_PATHS = {
  remove: 'M19 13H5v-2h14z',
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  delete: 'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z',
  warning: 'M12 5.99 19.53 19H4.47zM12 2 1 21h22zM13 16h-2v2h2zm0-6h-2v5h2z',
} as const;

export const LineIcon = ({ icon }: { icon: keyof typeof ICON_PATHS }) => (
  <svg className={cartLineClasses.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d={ICON_PATHS[icon]} />
  </svg>
);
