import { useContext } from 'react';
import { PlatformContext } from './platform-context';
import type { PlatformValue } from './platform-context';

export function usePlatform(): PlatformValue {
  const value = useContext(PlatformContext);
  if (!value) throw new Error('usePlatform must be used inside <PlatformProvider>');
  return value;
}
