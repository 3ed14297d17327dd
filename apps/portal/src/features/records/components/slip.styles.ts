import { createGlobalStyle, styled } from 'styled-components';

/**
 * Print just the slip on A4: everything else on the page (breadcrumb, title, the 打印 button) is hidden, and the
 * slip is laid out from the top-left of the sheet in black on white.
 */
export const SlipPrintStyle = createGlobalStyle`
  @media print {
    @page {
      size: A4 portrait;
      margin: 12mm;
    }
    body * {
      visibility: hidden;
    }
    [data-slip],
    [data-slip] * {
      visibility: visible;
    }
    /* Doubled to outrank the sheet's own class, which sets the screen border and margin. */
    [data-slip][data-slip] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      margin: 0;
      padding: 0;
      border: 0;
      box-shadow: none;
      color: #000;
    }
  }
`;

export const Sheet = styled.article`
  max-width: 794px;
  margin: 16px auto 0;
  padding: 32px 40px;
  border: 1px solid #d9d9d9;
  background: #fff;
  color: #1f1f1f;
  font-size: 13px;
  h2 {
    margin: 0 0 4px;
    font-size: 22px;
    text-align: center;
    letter-spacing: 4px;
  }
`;

export const SubTitle = styled.p`
  margin: 0 0 16px;
  text-align: center;
  color: #595959;
`;

export const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  /* Stacked tables read as one form: the rule between them is drawn once. */
  & + & {
    margin-top: -1px;
  }
  th,
  td {
    padding: 6px 8px;
    border: 1px solid #8c8c8c;
    text-align: left;
    vertical-align: top;
    word-break: break-all;
  }
  th {
    background: #fafafa;
    font-weight: 600;
  }
  th[scope='row'] {
    width: 16%;
  }
  th[scope='col'] {
    text-align: center;
  }
  /* The terms carry their own numbers (一、二、…). */
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  @media print {
    th {
      background: none;
    }
  }
`;

export const Capital = styled.span`
  display: block;
  margin-top: 2px;
`;
