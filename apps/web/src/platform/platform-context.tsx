import { createContext, useContext, type ReactNode } from 'react';
import { browserPlatform, type Platform } from '@/platform/platform';

const PlatformContext = createContext<Platform>(browserPlatform);

export type PlatformProviderProps = { platform: Platform; children: ReactNode };

export const PlatformProvider = ({ platform, children }: PlatformProviderProps) => (
  <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>
);

export const usePlatform = (): Platform => useContext(PlatformContext);
