import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { WAIT_TIME_CHOICES_MINUTES } from '@opentill/contract/constants';
import { useSaveWaitTime } from '@/features/home/api/save-wait-time';

/** Every choice is a stop; a few carry a label so the marks stay readable on a phone. */
const LABELLED_MARKS: ReadonlySet<number> = new Set([5, 30, 60, 90, 120]);
const MARKS = WAIT_TIME_CHOICES_MINUTES.map((value) => ({
  value,
  label: LABELLED_MARKS.has(value) ? `${value}` : undefined,
}));

/** The nearest allowed choice, so a stored value off the list still lands on a stop. */
export const nearestWaitTime = (minutes: number): number =>
  WAIT_TIME_CHOICES_MINUTES.reduce<number>(
    (best, choice) => (Math.abs(choice - minutes) < Math.abs(best - minutes) ? choice : best),
    WAIT_TIME_CHOICES_MINUTES[0],
  );

const formatMinutes = (minutes: number): string => `${minutes} minutes`;

export type WaitTimeCardProps = {
  savedWaitTime: number;
  /**
   * The wait time is the kitchen's, for food made to order: shown in restaurant mode
   * (eat-in or takeaway on, 001 §3), hidden for a merchant that only sells off the shelf.
   */
  hasWaitTime?: boolean;
  /** More settings under the wait time, each saving itself (e.g. the owner's kitchen switch). */
  children?: ReactNode;
};

/** Settings: the takeaway wait time, from the allowed choices only, and Save changes. */
export const WaitTimeCard = ({
  savedWaitTime,
  hasWaitTime = true,
  children,
}: WaitTimeCardProps) => {
  const labelId = useId();
  const saveWaitTime = useSaveWaitTime();
  const [waitTime, setWaitTime] = useState(() => nearestWaitTime(savedWaitTime));

  const save = () => saveWaitTime.mutate({ waitTime });

  return (
    <Card component="section" aria-labelledby={`${labelId}-heading`}>
      <CardContent sx={{ p: 3 }}>
        <Typography id={`${labelId}-heading`} component="h3" variant="h3" sx={{ mb: 2 }}>
          Settings
        </Typography>
        {hasWaitTime && (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography id={labelId} sx={{ fontWeight: 600 }}>
                Wait time
              </Typography>
              <Typography color="text.secondary" aria-hidden>
                {formatMinutes(waitTime)}
              </Typography>
            </Box>
            <Box sx={{ px: 1.5, pt: 1 }}>
              <Slider
                aria-labelledby={labelId}
                value={waitTime}
                min={WAIT_TIME_CHOICES_MINUTES[0]}
                max={WAIT_TIME_CHOICES_MINUTES[WAIT_TIME_CHOICES_MINUTES.length - 1]}
                step={null}
                marks={MARKS}
                valueLabelDisplay="auto"
                getAriaValueText={formatMinutes}
                onChange={(_, value) => setWaitTime(value)}
                sx={{ '& .MuiSlider-thumb': { width: 28, height: 28 }, py: 2.5 }}
              />
            </Box>
            <Button
              variant="contained"
              size="large"
              onClick={save}
              loading={saveWaitTime.isPending}
              sx={{ mt: 2 }}
              fullWidth
            >
              Save changes
            </Button>
          </>
        )}
        {children !== undefined && (
          <>
            {hasWaitTime && <Divider sx={{ my: 2.5 }} />}
            {children}
          </>
        )}
      </CardContent>
    </Card>
  );
};
