import { readerSideOf } from '@scf/api/contract';
import type { ReaderSide } from '@scf/api/contract';
import { useAuth } from '../../auth';

type Parties = Parameters<typeof readerSideOf>[0];

/** The caller's side of an application (initiator or counterparty), from the signed-in corporation: status labels say it in the reader's words. */
export function useReaderSide(): (app: Parties) => ReaderSide {
  const corpId = useAuth().session?.corpInfo.corpId;
  return (app) => readerSideOf(app, corpId);
}
