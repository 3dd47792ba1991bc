import { useId } from 'react';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import {
  isLineReady,
  kitchenLineLabel,
  productLabel,
  type KitchenLine,
} from '@/features/kitchen/tickets/group-kitchen-lines';

export type KitchenLineButtonProps = {
  line: KitchenLine;
  isDisabled?: boolean;
  onToggle: (line: KitchenLine) => void;
};

/**
 * One line to make, "3 × Latte + Whole": one tap ticks every unit of it. The whole row
 * is the target, because a cook taps it with a wet or gloved finger; a ready line turns
 * solid green and is struck through, so it reads from across the kitchen without
 * relying on colour alone. Some units ready (ticked on the Orders card) shows "1 of 3".
 */
export const KitchenLineButton = ({
  line,
  isDisabled = false,
  onToggle,
}: KitchenLineButtonProps) => {
  const isReady = isLineReady(line);
  const isMixed = !isReady && line.readyCount > 0;
  const Icon = isReady
    ? CheckBoxIcon
    : isMixed
      ? IndeterminateCheckBoxIcon
      : CheckBoxOutlineBlankIcon;
  const count = line.items.length;
  const allergensId = `allergens-${useId()}`;
  return (
    <ButtonBase
      aria-pressed={isMixed ? 'mixed' : isReady}
      aria-label={kitchenLineLabel(line)}
      aria-describedby={line.allergens === '' ? undefined : allergensId}
      disabled={isDisabled}
      onClick={() => onToggle(line)}
      sx={{
        width: '100%',
        minHeight: 64,
        px: 1.5,
        py: 1,
        gap: 1.5,
        justifyContent: 'flex-start',
        textAlign: 'left',
        borderRadius: 2,
        border: '2px solid',
        borderColor: isReady ? '#1b5e20' : '#17201f',
        bgcolor: isReady ? '#1b5e20' : '#ffffff',
        color: isReady ? '#ffffff' : '#0b0f0f',
      }}
    >
      <Icon sx={{ fontSize: 36, flexShrink: 0 }} />
      {count > 1 && (
        <Typography
          component="span"
          sx={{ fontSize: '1.75rem', fontWeight: 900, lineHeight: 1, flexShrink: 0 }}
        >
          {count}×
        </Typography>
      )}
      <span>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontSize: '1.5rem',
            fontWeight: 700,
            lineHeight: 1.2,
            textDecoration: isReady ? 'line-through' : 'none',
          }}
        >
          {productLabel(line.product)}
        </Typography>
        {line.optionLabels.map((label, index) => (
          <Typography
            key={`${index}-${label}`}
            component="span"
            sx={{ display: 'block', fontSize: '1.3rem', fontWeight: 600, lineHeight: 1.25 }}
          >
            + {label}
          </Typography>
        ))}
        {line.allergens !== '' && (
          <Typography
            id={allergensId}
            component="span"
            sx={{
              display: 'inline-block',
              mt: 0.5,
              px: 0.75,
              borderRadius: 1,
              fontSize: '1.05rem',
              fontWeight: 700,
              lineHeight: 1.35,
              bgcolor: isReady ? 'transparent' : '#fff3cd',
              color: isReady ? '#ffffff' : '#5c3c00',
            }}
          >
            {line.allergens}
          </Typography>
        )}
        {isMixed && (
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: '1.1rem', fontWeight: 700 }}
          >
            {line.readyCount} of {count} ready
          </Typography>
        )}
      </span>
    </ButtonBase>
  );
};
