import type { CSSProperties } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { readableColours, type ReadableColours } from '@/ui/readable-text-colour';

/** Touch first: every till tile is at least 88 px tall (issue 3); 96 gives room for two lines. */
export const TILE_MIN_HEIGHT_PX = 96;
/** Three across on a 390 px phone; wider tiles, so names break less, from tablet width up. */
export const TILE_MIN_WIDTH_PX = { xs: 104, sm: 136, lg: 152 } as const;

/**
 * A level of the till may hold thousands of tiles, and each must cost next to nothing
 * to render: tiles are plain buttons and spans with these class names, styled once by
 * <TileStyles /> (not a styled component or an MUI icon per tile). The merchant's
 * colour arrives through CSS variables (tileStyle).
 */
export const tileClasses = {
  root: 'ot-tile',
  name: 'ot-tile__name',
  footer: 'ot-tile__footer',
  icon: 'ot-tile__icon',
  stock: 'ot-tile__stock',
  attributes: 'ot-tile__attributes',
  add: 'ot-tile--add',
  soldOut: 'ot-tile--sold-out',
} as const;

export const TileStyles = () => (
  <GlobalStyles
    styles={(theme) => ({
      [`.${tileClasses.root}`]: {
        appearance: 'none',
        border: 0,
        margin: 0,
        minHeight: TILE_MIN_HEIGHT_PX,
        padding: theme.spacing(1.25, 1.5),
        borderRadius: theme.shape.borderRadius,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        alignItems: 'stretch',
        gap: theme.spacing(0.5),
        textAlign: 'left',
        font: 'inherit',
        cursor: 'pointer',
        position: 'relative',
        background: 'var(--tile-bg)',
        color: 'var(--tile-fg)',
        boxShadow: '0 1px 2px rgba(7, 61, 58, 0.18), inset 0 -3px 0 rgba(0, 0, 0, 0.12)',
        // No double-tap zoom delay, no text selection on a long press.
        touchAction: 'manipulation',
        userSelect: 'none',
        WebkitTapHighlightColor: 'transparent',
        // Off-screen tiles of a long level skip layout and paint.
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${TILE_MIN_HEIGHT_PX}px`,
        '&:active': { filter: 'brightness(0.9)' },
        '&:focus-visible': {
          outline: `3px solid ${theme.palette.secondary.main}`,
          outlineOffset: 2,
        },
        [theme.breakpoints.down('sm')]: { padding: theme.spacing(1, 1.25) },
      },
      [`.${tileClasses.name}`]: {
        fontWeight: 600,
        fontSize: '1rem',
        lineHeight: 1.25,
        // Long words hyphenate (the page is en-GB) rather than break at any letter.
        overflowWrap: 'break-word',
        hyphens: 'auto',
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
        [theme.breakpoints.down('sm')]: { fontSize: '0.9375rem' },
      },
      [`.${tileClasses.footer}`]: {
        display: 'flex',
        // A stock pill goes under the price on a narrow tile rather than being cut off.
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 4,
        fontWeight: 700,
        fontSize: '1rem',
        fontVariantNumeric: 'tabular-nums',
      },
      [`.${tileClasses.icon}`]: { width: 20, height: 20, fill: 'currentColor', opacity: 0.85 },
      // A pill on the tile's own colours, so it reads on light and dark tiles alike.
      [`.${tileClasses.stock}`]: {
        marginLeft: 'auto',
        padding: '1px 8px',
        borderRadius: 999,
        background: 'var(--tile-fg)',
        color: 'var(--tile-bg)',
        fontSize: '0.8125rem',
        fontWeight: 700,
        whiteSpace: 'nowrap',
      },
      // Product labels such as 'V GF': small caps under the name, in the tile's own text
      // colour at full strength (faded, small text on some tile colours fails WCAG contrast).
      [`.${tileClasses.attributes}`]: {
        fontSize: '0.8125rem',
        fontWeight: 700,
        letterSpacing: '0.04em',
      },
      // Greyed, not hidden: staff still see it is on the menu, and edit mode still opens it.
      // Grey keeps the text's lightness, so it still reads (a faded tile did not: axe
      // color-contrast); the Sold out pill says why.
      [`.${tileClasses.soldOut}`]: {
        filter: 'grayscale(1)',
        '&:active': { transform: 'none', filter: 'grayscale(1)' },
      },
      [`.${tileClasses.add}`]: {
        background: theme.palette.background.paper,
        color: theme.palette.primary.main,
        border: `2px dashed ${theme.palette.primary.light}`,
        boxShadow: 'none',
        justifyContent: 'center',
        alignItems: 'center',
        textAlign: 'center',
        fontWeight: 600,
      },
    })}
  />
);

/** Material icons' paths, drawn inline: an SvgIcon per tile would cost a styled component each. */
const ICON_PATHS = {
  edit: 'M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04c.39-.39.39-1.02 0-1.41l-2.34-2.34a.996.996 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z',
  folder:
    'M20 6h-8l-2-2H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V8c0-1.1-.9-2-2-2m0 12H4V8h16z',
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
} as const;

export type TileIconProps = { icon: keyof typeof ICON_PATHS };

/** A decorative icon on a tile. */
export const TileIcon = ({ icon }: TileIconProps) => (
  <svg className={tileClasses.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
    <path d={ICON_PATHS[icon]} />
  </svg>
);

const colours = new Map<string, ReadableColours>();

/** The tile's colours as CSS variables, worked out once per merchant colour. */
export const tileStyle = (background: string): CSSProperties => {
  let pair = colours.get(background);
  if (pair === undefined) {
    pair = readableColours(background);
    colours.set(background, pair);
  }
  return { '--tile-bg': pair.background, '--tile-fg': pair.text } as CSSProperties;
};
