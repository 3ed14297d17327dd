import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button } from '@scf/ui';
import { ABS_UPLOADS } from '../api/abs-finance-data-paths';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 16px;
`;

/** 上传发票 · 上传合同 · 上传其他资料 · 上传授权资料: the trade-data uploads on the ABS paths (上传发票 the page's main action when `primary`). */
export function UploadBar({ primary = false }: { primary?: boolean }) {
  const navigate = useNavigate();
  return (
    <Bar role="group" aria-label="上传ABS资料">
      {ABS_UPLOADS.map((u, i) => (
        <Button key={u.path} variant={primary && i === 0 ? 'primary' : 'default'} onClick={() => navigate(u.path)}>
          {u.label}
        </Button>
      ))}
    </Bar>
  );
}
