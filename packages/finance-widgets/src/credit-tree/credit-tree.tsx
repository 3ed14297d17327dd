import type { ReactNode } from 'react';
import type { CreditTreeNode } from '@scf/api/contract';
import { formatFen, parseFen } from '@scf/api/money';
import { CreditStatusTag } from '../status-tag';
import { Amount, Branches, CurrentMark, NodeRow, Root } from './credit-tree.styles';

export interface CreditTreeProps {
  /** The root credit and every split below it (`creditEndpoints.flow` → `tree`). */
  root: CreditTreeNode;
  /** The credit being looked at: highlighted and marked 当前. */
  current?: string;
  /** How a credit number is shown (e.g. a link to its own flow); plain text by default. */
  renderNo?: (creditNo: string) => ReactNode;
  /** Accessible name of the tree. */
  label?: string;
}

function Node({ node, current, renderNo }: { node: CreditTreeNode } & Pick<CreditTreeProps, 'current' | 'renderNo'>) {
  const isCurrent = node.creditNo === current;
  return (
    <li aria-current={isCurrent ? 'true' : undefined}>
      <NodeRow as="dl" $current={isCurrent}>
        <div>
          <dt>凭证编号</dt>
          <dd>
            {/* A masked node (other corporations' branches, issue 26 item 5) has no number to show or open. */}
            {!node.creditNo ? '—' : renderNo ? renderNo(node.creditNo) : node.creditNo}
            {isCurrent ? <CurrentMark>当前</CurrentMark> : null}
          </dd>
        </div>
        <div>
          <dt>持有方</dt>
          <dd>{node.holder.corpName}</dd>
        </div>
        <div>
          <dt>金额</dt>
          <Amount>{formatFen(parseFen(node.amount))}元</Amount>
        </div>
        <div>
          <dt>状态</dt>
          <dd>{node.status ? <CreditStatusTag status={node.status} /> : '—'}</dd>
        </div>
      </NodeRow>
      {node.children.length > 0 ? (
        <Branches>
          {node.children.map((child) => (
            <Node key={child.creditNo || 'masked'} node={child} current={current} renderNo={renderNo} />
          ))}
        </Branches>
      ) : null}
    </li>
  );
}

/**
 * A credit's family (domain.md §7.5, §7.6-1): the root and every child a transfer, financing or return split off,
 * each with 凭证编号, 持有方, 金额 and 状态. Nested lists, so a screen reader announces the depth; the leaves' amounts
 * add up to the root's.
 */
export function CreditTree({ root, current, renderNo, label = '凭证拆分树' }: CreditTreeProps) {
  return (
    <Root aria-label={label}>
      <Node node={root} current={current} renderNo={renderNo} />
    </Root>
  );
}
