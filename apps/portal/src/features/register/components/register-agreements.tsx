import { useState } from 'react';
import { styled } from 'styled-components';
import { REGISTER_AGREEMENTS, REGISTER_AGREEMENT_TITLE } from '@scf/api/contract';
import { AgreementModal, Button, Checkbox, cssVar } from '@scf/ui';

type AgreementKey = (typeof REGISTER_AGREEMENTS)[number];

/** What each agreement says, in short (the reference platform's texts; the full texts are the operator's). */
const AGREEMENT_TEXT: Record<AgreementKey, readonly string[]> = {
  PLATFORM_SERVICE: [
    '一、本协议由贵企业与平台运营方订立，贵企业注册成功即成为平台链属企业用户。',
    '二、贵企业应保证注册信息（企业名称、统一社会信用代码、管理员身份信息、手机号码）真实、准确、完整，并在变更后及时更新。',
    '三、贵企业须完成企业实名认证后方可开展业务；实名认证前仅可查看企业信息、协议及账户信息。',
    '四、管理员负责本企业用户的新增、授权与停用，并对本企业用户在平台上的操作承担责任。',
    '五、平台依法保存业务数据与电子签章记录，作为交易凭证。',
  ],
  PRIVACY: [
    '一、平台收集企业工商信息、管理员姓名、身份证号码及手机号码，仅用于身份核验、实名认证与业务办理。',
    '二、身份证号码加密存储，页面仅显示部分号码；平台不会向无关第三方提供贵企业及用户信息，法律法规另有规定的除外。',
    '三、您可在账户中心查看与修改手机号码、登录密码。',
  ],
  DIGITAL_CERT: [
    '一、数字证书（Ukey或软证书）用于企业在平台办理业务时的电子签名，与手写签名或盖章具有同等法律效力。',
    '二、贵企业应妥善保管数字证书及其口令；证书遗失或泄露时，应立即办理挂失或注销。',
    '三、使用数字证书签署的电子文件，平台保存签名原文、证书序列号及签署时间，作为证据留存。',
  ],
};

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
        {open ? AGREEMENT_TEXT[open].map((p) => <p key={p}>{p}</p>) : null}
      </AgreementModal>
    </div>
  );
}
