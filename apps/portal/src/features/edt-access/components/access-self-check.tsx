import { useId } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useEndpoint } from '@scf/api';
import { EDT_ACCESS_STATUS_LABEL, edtEndpoints } from '@scf/api/contract';
import type { EdtAccess } from '@scf/api/contract';
import { cssVar } from '@scf/ui';
import { useAuth } from '../../../lib/auth';
import { LoadState } from '../../../lib/page';
import { EDT_ACCESS_PATHS } from '../api/edt-paths';

const Box = styled.section`
  margin-bottom: 16px;
  padding: 12px 16px;
  border: 1px solid ${cssVar('borderColor')};
  border-radius: 4px;
  h2 {
    font-size: 15px;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0 0 8px;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 4px 24px;
  }
  p {
    margin: 4px 0 0;
  }
`;
const Mark = styled.span<{ $ok: boolean }>`
  display: inline-block;
  width: 1.5em;
  font-weight: 600;
  color: ${(p) => (p.$ok ? cssVar('primaryColor') : cssVar('dangerColor'))};
`;

/** An access after which a new one may be signed (§19.2: one open or approved access per supplier, core and bank). */
const ENDED = new Set<EdtAccess['status']>(['EXPIRED', 'FI_REJECTED', 'CANCELLED']);

export interface AccessSelfCheckProps {
  /** The core the supplier would act with; nothing is checked until one is chosen. */
  coreCorpId: string;
  /** The bank, once chosen (adds 所选资金方为该核心企业提供e订通). */
  fiCorpId?: string | undefined;
  /** 去签约 to 准入签约 when every check passes and no access of the pair is live (the home page; not the signup page itself). */
  signupLink?: boolean;
}

/**
 * 准入自检 (domain-lines.md §19.1): each precondition of acting with the core (and the bank) with ✓/✗ and its text, as
 * the server checks them, and the live access of the pair. The home page and 准入签约 show the same component.
 */
export function AccessSelfCheck({ coreCorpId, fiCorpId, signupLink = false }: AccessSelfCheckProps) {
  const id = useId();
  // The server answers 准入自检 to whom 订单融资首页 is granted (the operator and the director); 去签约 only to whom
  // 准入签约 is (the operator: the director signs what the operator submits).
  const mayApply = useAuth().permissions.has(EDT_ACCESS_PATHS.signup);
  const query = fiCorpId ? { coreCorpId, fiCorpId } : { coreCorpId };
  const { data, error, mutate } = useEndpoint(edtEndpoints.selfCheck, coreCorpId ? { query } : null);
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>准入自检</h2>
      {coreCorpId ? (
        <LoadState what="准入自检" data={data} error={error} onRetry={() => void mutate()}>
          {(self) => (
            <>
              <ul aria-label="准入条件">
                {self.checks.map((c) => (
                  <li key={c.key} aria-label={`${c.label}：${c.passed ? '已满足' : '未满足'}`}>
                    <Mark $ok={c.passed} aria-hidden>
                      {c.passed ? '✓' : '✗'}
                    </Mark>
                    {c.label}
                  </li>
                ))}
              </ul>
              {self.access ? (
                <p>
                  当前准入：{self.access.fi.corpName} {EDT_ACCESS_STATUS_LABEL[self.access.status]}
                  {self.access.validTo ? `（有效期至${self.access.validTo}）` : ''}
                </p>
              ) : null}
              {!self.ready ? <p>请先满足以上条件后再办理e订通准入。</p> : null}
              {signupLink && mayApply && self.ready && (!self.access || ENDED.has(self.access.status)) ? (
                <p>
                  <Link to={`${EDT_ACCESS_PATHS.signup}?core=${encodeURIComponent(coreCorpId)}`}>去签约</Link>
                </p>
              ) : null}
            </>
          )}
        </LoadState>
      ) : (
        <p>请选择核心企业后查看准入条件。</p>
      )}
    </Box>
  );
}
