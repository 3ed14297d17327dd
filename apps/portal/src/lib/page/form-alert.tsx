import { styled } from 'styled-components';
import { cssVar } from '@scf/ui';

const Box = styled.div`
  margin: 12px 0;
  padding: 8px 12px;
  border: 1px solid ${cssVar('dangerColor')};
  border-radius: 4px;
  background: #fff2f0;
  color: ${cssVar('textColor')};
`;

/**
 * A refusal that belongs to no single field: said in words, next to what the user was doing. A message that already
 * says its title (请选择凭证 under 请选择凭证, 融资金额… under 融资金额) is said once, not as 请选择凭证：请选择凭证.
 */
export function FormAlert({ title, message }: { title: string; message: string }) {
  return (
    <Box role="alert">
      {message.startsWith(title) ? (
        <strong>{message}</strong>
      ) : (
        <>
          <strong>{title}</strong>：{message}
        </>
      )}
    </Box>
  );
}
