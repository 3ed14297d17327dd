import { styled } from 'styled-components';
import { AmountWithCapital } from '@scf/finance-widgets';
import { Empty } from '@scf/ui';
import { useUkeyBills } from '../api/ukey-queries';
import { UKEY_PATHS } from '../api/ukey-paths';
import { useCanVisit } from '../api/use-can-visit';
import { BillsTable } from '../components/bills-table';
import { QueryState } from '../components/query-state';
import { UkeyPage } from '../components/ukey-page';

const Total = styled.p`
  display: flex;
  gap: 8px;
  align-items: baseline;
`;

/** Ukey账单 (bill): every fee line of the corporation's key operations and the unpaid total in figures and 大写. */
export default function UkeyBillPage() {
  const bills = useUkeyBills();
  const canVisit = useCanVisit();
  return (
    <UkeyPage fallbackTitle="Ukey账单">
      <QueryState query={bills} loadingLabel="正在加载Ukey账单">
        {({ bills: lines, unpaidTotal }) =>
          lines.length === 0 ? (
            <Empty description="暂无Ukey账单" />
          ) : (
            <>
              <Total>
                <span>未缴费合计：</span>
                <AmountWithCapital value={unpaidTotal} label="未缴费合计" />
              </Total>
              <BillsTable bills={lines} detailLinks={canVisit(UKEY_PATHS.applyDetail)} />
            </>
          )
        }
      </QueryState>
    </UkeyPage>
  );
}
