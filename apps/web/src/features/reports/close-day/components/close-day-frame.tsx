import type { ReactNode } from 'react';
import { CloseDayTabs } from '@/features/reports/close-day/components/close-day-tabs';
import { PageContainer } from '@/ui/page-container';

export type CloseDayFrameProps = { children: ReactNode };

/** The Close day screens' page: wide enough for two tables side by side, with their tabs. */
export const CloseDayFrame = ({ children }: CloseDayFrameProps) => (
  <PageContainer maxWidth={1100}>
    <CloseDayTabs />
    {children}
  </PageContainer>
);
