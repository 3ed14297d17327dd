import { useState } from 'react';
import { styled } from 'styled-components';
import { REGISTER_AGREEMENTS, REGISTER_AGREEMENT_TEXT, REGISTER_AGREEMENT_TITLE } from '@scf/api/contract';
import { AgreementModal, Button, Checkbox, cssVar } from '@scf/ui';

type AgreementKey = (typeof REGISTER_AGREEMENTS)[number];

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 2px;
  > button {
    padding: 0;
    height: auto;
  }
`;
const Error = styled.p`
  margin: 4px 0 0;
  color: ${cssVar('dangerColor')};
  font-size: 12px;
`;

export interface RegisterAgreementsProps {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  error?: string;
}

/**
 * 我已阅读并同意《平台服务协议》《隐私政策》《数字证书服务协议》: each title opens the agreement modal; reading one to its
 * end and agreeing ticks the box (the server records one agreement per title with the registration).
 */
export function RegisterAgreements({ checked, onCheckedChange, error }: RegisterAgreementsProps) {
  const [open, setOpen] = useState<AgreementKey | null>(null);
  const titles = REGISTER_AGREEMENTS.map((k) => REGISTER_AGREEMENT_TITLE[k]).join('');
  return (
    <div>
      <Row>
        <Checkbox checked={checked} onCheckedChange={onCheckedChange} invalid={!!error} aria-label={`我已阅读并同意${titles}`}>
          我已阅读并同意
        </Checkbox>
        {REGISTER_AGREEMENTS.map((key) => (
          <Button key={key} variant="link" onClick={() => setOpen(key)}>
            {REGISTER_AGREEMENT_TITLE[key]}
          </Button>
        ))}
      </Row>
      {error ? <Error role="alert">{error}</Error> : null}
      <AgreementModal
        open={open !== null}
        title={open ? REGISTER_AGREEMENT_TITLE[open].slice(1, -1) : ''}
        confirmText="我已阅读并同意"
        closeText="关闭"
        onClose={() => setOpen(null)}
        onAgree={() => {
          onCheckedChange(true);
          setOpen(null);
        }}
      >
        {open ? REGISTER_AGREEMENT_TEXT[open].map((p) => <p key={p}>{p}</p>) : null}
      </AgreementModal>
    </div>
  );
}
