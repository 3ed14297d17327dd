import { ToastPage } from '../../../lib/page';
import { FileMatrix } from '../components/file-matrix';

/**
 * `/abs/chain/index/file` 链属企业档案 (domain-lines.md §18.3, §18.5): the supplier's receivables (as original creditor,
 * sold ones included) × their documents — read, 预览 and 下载文件包.
 */
export function ChainFilePage() {
  return (
    <ToastPage>
      <FileMatrix side="CREDITOR" />
    </ToastPage>
  );
}
