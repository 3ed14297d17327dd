import { styled } from 'styled-components';
import { formatVerifyCode } from '@scf/api/contract';
import { QrCode } from '@scf/ui';
import { BASE_PATH } from '@scf/api/contract';

const Stamp = styled.div`
  display: flex;
  gap: 12px;
  align-items: center;
  justify-content: flex-end;
  margin-top: 16px;
  color: #595959;
  font-size: 12px;
  p {
    margin: 2px 0;
  }
  strong {
    color: #1f1f1f;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    letter-spacing: 1px;
  }
`;

/** The public check of a code: what the QR holds and the address printed beside it. */
export const verifyUrl = (code: string) => `${window.location.origin}${BASE_PATH}/verify?code=${code}`;

/**
 * 验证码 and QR of a document the platform issues (issue 26 item 10): anyone holding the paper checks it at
 * `/cv3/verify`, with no login.
 */
export function VerifyStamp({ code }: { code: string }) {
  return (
    <Stamp aria-label="验证码">
      <div>
        <p>
          验证码：<strong>{formatVerifyCode(code)}</strong>
        </p>
        <p>扫描二维码或访问 {`${window.location.origin}${BASE_PATH}/verify`} 输入验证码，查验本凭证真伪</p>
      </div>
      <QrCode value={verifyUrl(code)} alt={`验证码 ${formatVerifyCode(code)} 的查验二维码`} size={88} />
    </Stamp>
  );
}
