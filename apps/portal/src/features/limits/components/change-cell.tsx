import { useEndpoint } from '@scf/api';
import { creditEndpoints } from '@scf/api/contract';
import type { ApplicationRow } from '@scf/api/contract';
import { AmountText } from '@scf/finance-widgets';
import { directionOf } from '../api/distribution-change';

/**
 * 调增 / 调减 and the amount of a distribution. A list row carries the amount without its sign, so the direction
 * comes from the application's detail (one cached read per row, shared with the approval screen).
 */
export function ChangeCell({ app }: { app: ApplicationRow }) {
  const { data } = useEndpoint(creditEndpoints.application, { params: { appNo: app.appNo } });
  const change = data?.limitChange ? directionOf(data.limitChange.changeAmount) : null;
  return (
    <span>
      {change ? `${change.label} ` : null}
      <AmountText value={change?.amount ?? app.amount} />
    </span>
  );
}
