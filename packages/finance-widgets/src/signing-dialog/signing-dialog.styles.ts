import * as Dialog from '@radix-ui/react-dialog';
import { styled } from 'styled-components';

export const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(0, 0, 0, 0.45);
  z-index: 1000;
`;

export const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(560px, calc(100vw - 32px));
  max-height: calc(100vh - 64px);
  overflow: auto;
  padding: 24px;
  border-radius: var(--scf-radius, 4px);
  background: var(--scf-surface-color, #fff);
  color: var(--scf-text-color, #262626);
  font-family: var(--scf-font-family, inherit);
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.2);
  z-index: 1001;
  &:focus {
    outline: none;
  }
`;

export const Title = styled(Dialog.Title)`
  margin: 0 0 12px;
  font-size: var(--scf-font-size-lg, 16px);
  font-weight: 600;
`;

export const Tip = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-radius: var(--scf-radius, 4px);
  background: #fffbe6;
  border: 1px solid #ffe58f;
`;

export const Fields = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 12px;
  dt {
    color: var(--scf-text-secondary-color, #595959);
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;

export const OriginalText = styled.pre`
  margin: 4px 0 12px;
  padding: 8px;
  max-height: 160px;
  overflow: auto;
  white-space: pre-wrap;
  word-break: break-all;
  font-size: var(--scf-font-size-sm, 12px);
  background: #fafafa;
  border: 1px solid var(--scf-border-color, #d9d9d9);
`;

export const ErrorBox = styled.div`
  margin: 0 0 12px;
  color: #a8071a;
  p {
    margin: 0 0 4px;
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
