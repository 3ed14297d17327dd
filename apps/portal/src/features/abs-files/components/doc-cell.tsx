import { styled } from 'styled-components';
import type { AbsDocCell } from '@scf/api/contract';
import { Tag, cssVar } from '@scf/ui';
import { DOC_TONE } from '../api/abs-files-calls';

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  font-size: 12px;
  line-height: 1.4;
`;

const Sub = styled.span`
  color: ${cssVar('textSecondaryColor')};
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Preview = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${cssVar('primaryColor')};
  font: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${cssVar('primaryColor')};
    outline-offset: 2px;
  }
`;

/** The signer's name without his corporation (the full text stays in the title). */
const shortSigner = (signer: string): string => signer.split('（')[0] ?? signer;

/**
 * One document of a receivable (domain-lines.md §18.3): 待签署 / 已签署 / 不适用, who signed and when, and 预览 of
 * its PDF once the platform has issued it. `title` names the column for the preview button's accessible name.
 */
export function DocCell({ cell, title, onPreview }: { cell: AbsDocCell; title: string; onPreview: (cell: AbsDocCell) => void }) {
  return (
    <Cell>
      <Tag tone={DOC_TONE[cell.state]}>{cell.stateLabel}</Tag>
      {cell.signer ? <Sub title={cell.signer}>{shortSigner(cell.signer)}</Sub> : null}
      {cell.date && cell.state !== 'NA' ? <Sub>{cell.date}</Sub> : null}
      {cell.fileId ? (
        <Preview type="button" aria-haspopup="dialog" aria-label={`预览${title}`} onClick={() => onPreview(cell)}>
          预览
        </Preview>
      ) : null}
    </Cell>
  );
}
