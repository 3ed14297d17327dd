import { useEffect, useState } from 'react';
import { PRODUCT_SUPPLIER_ACTION_LABEL, SUPPLIER_PRODUCT_STATUS_LABEL, productSupplierEndpoints } from '@scf/api/contract';
import type { ApplicationDetail, LedgerProduct, ProductSupplierAction, SupplierProduct } from '@scf/api/contract';
import { Descriptions, Dialog, FormField, Textarea } from '@scf/ui';
import { DialogButtons, FormAlert } from '../../../lib/page';
import { useWrite } from '../../../lib/write';

const REASON_MAX = 200;

export interface SupplierChange {
  row: SupplierProduct;
  action: ProductSupplierAction;
}

export interface SupplierActionDialogProps {
  product: { type: LedgerProduct; label: string };
  /** The supplier and the action asked for; null: closed. */
  change: SupplierChange | null;
  onClose: () => void;
  /** The PSP application was submitted (待复核). */
  onDone: (app: ApplicationDetail) => void;
}

/**
 * 开通 / 暂停 / 恢复 of a product for one supplier (domain-lines.md §17.2): the supplier and what changes, 原因, and
 * 提交 — a PSP application the director approves with the key; a refusal stays in the dialog with what was typed.
 */
export function SupplierActionDialog({ product, change, onClose, onDone }: SupplierActionDialogProps) {
  const [reason, setReason] = useState('');
  const write = useWrite();
  const { begin } = write;
  useEffect(() => {
    if (change) {
      setReason('');
      begin();
    }
  }, [change, begin]);
  const label = change ? PRODUCT_SUPPLIER_ACTION_LABEL[change.action] : '';
  async function submit() {
    if (!change) return;
    const body = { productType: product.type, supplierCorpId: change.row.supplier.corpId, action: change.action, reason: reason.trim() };
    const app = await write.run((client, idempotencyKey) => client.call(productSupplierEndpoints.apply, { body }, { idempotencyKey }));
    if (app) onDone(app);
  }
  return (
    <Dialog.Root open={change !== null} onOpenChange={(next) => (next || write.busy ? undefined : onClose())}>
      <Dialog.Content size="sm" closeOnOutsideClick={false}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Dialog.Header>
            <Dialog.Title>{`${label}${product.label}`}</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description>提交后由主管复核，复核通过后生效。</Dialog.Description>
            {change ? (
              <Descriptions
                columns={1}
                items={[
                  { label: '供应商名称', value: change.row.supplier.corpName },
                  { label: '统一社会信用代码', value: change.row.uscc },
                  { label: '产品状态', value: SUPPLIER_PRODUCT_STATUS_LABEL[change.row.status] },
                  { label: '操作', value: `${label}${product.label}` },
                ]}
              />
            ) : null}
            <FormField label="原因">
              <Textarea rows={3} maxCount={REASON_MAX} placeholder="选填" value={reason} onChange={(e) => setReason(e.target.value)} />
            </FormField>
            {write.error ? <FormAlert title={`${label}申请提交失败`} message={write.error} /> : null}
          </Dialog.Body>
          <DialogButtons label="提交" busy={write.busy} onCancel={onClose} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
