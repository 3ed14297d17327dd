import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { styled } from 'styled-components';
import { useApiClient } from '@scf/api';
import { CORP_TYPE_LABEL, LICENCE_FIELDS, infoChangeEndpoints, infoChangeRequestSchema } from '@scf/api/contract';
import type { InfoChange, InfoChangeRequest, RegisteredInfo } from '@scf/api/contract';
import { useSignedCall } from '@scf/signing/react';
import { Button, FormField, TextInput, Textarea, Uploader, cssVar } from '@scf/ui';
import type { UploadedFile } from '@scf/ui';
import { useUploadAdapter } from '../../../lib/files/api/use-upload-adapter';
import { FormAlert } from '../../../lib/page';
import { failureMessage } from '../../../lib/write';

const Fields = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px 32px;
  max-width: 872px;
  > .wide {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  min-width: 0;
`;

const Hint = styled.span`
  color: ${cssVar('textSecondaryColor')};
`;

type Values = InfoChangeRequest;

const valuesOf = (info: RegisteredInfo): Values => ({
  uscc: info.uscc,
  corpName: info.corpName,
  legalRepName: info.legalRepName,
  regAddress: info.regAddress,
  businessScope: info.businessScope,
});

/**
 * 企业信息变更's form (domain-lines.md §16.2): 统一社会信用代码 and 企业类型 read-only; a change of 企业名称 or
 * 法定代表人 asks for the new 营业执照. 提交变更 drafts the change, then the key signs 《企业信息变更申请书》 and the
 * signed submission is reviewed at once; a refusal stays on the form.
 */
export function InfoChangeForm({ info, onDone }: { info: RegisteredInfo; onDone(change: InfoChange): void }) {
  const client = useApiClient();
  const signedCall = useSignedCall();
  const adapter = useUploadAdapter();
  const form = useForm<Values>({ resolver: zodResolver(infoChangeRequestSchema), defaultValues: valuesOf(info), mode: 'onTouched' });
  const [serverError, setServerError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [corpName, legalRepName] = form.watch(['corpName', 'legalRepName']);
  const needsLicence = LICENCE_FIELDS.some((f) => (f === 'corpName' ? corpName : legalRepName).trim() !== info[f]);

  async function submit(values: Values) {
    setServerError(undefined);
    setBusy(true);
    try {
      const draft = await client.call(infoChangeEndpoints.draft, { body: values });
      const outcome = await signedCall('CONTRACT_SIGN', [draft.changeNo], infoChangeEndpoints.submit, (body) => ({
        params: { changeNo: draft.changeNo },
        body,
      }));
      if (outcome.code === 0) onDone(outcome.value);
    } catch (error) {
      setServerError(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const { errors } = form.formState;
  return (
    <Fields noValidate aria-label="企业信息变更" onSubmit={form.handleSubmit(submit)}>
      <FormField label="统一社会信用代码" help="不可变更，如企业主体变化请重新注册">
        <TextInput value={info.uscc} readOnly />
      </FormField>
      <FormField label="企业类型" help="不可变更">
        <TextInput value={CORP_TYPE_LABEL[info.corpType as keyof typeof CORP_TYPE_LABEL] ?? info.corpType} readOnly />
      </FormField>
      <FormField label="企业名称" required error={errors.corpName?.message}>
        <TextInput maxLength={80} autoComplete="off" {...form.register('corpName')} />
      </FormField>
      <FormField label="法定代表人姓名" required error={errors.legalRepName?.message}>
        <TextInput maxLength={30} autoComplete="off" {...form.register('legalRepName')} />
      </FormField>
      <div className="wide">
        <FormField label="注册地址" required error={errors.regAddress?.message}>
          <TextInput maxLength={200} autoComplete="off" {...form.register('regAddress')} />
        </FormField>
      </div>
      <div className="wide">
        <FormField label="经营范围" error={errors.businessScope?.message}>
          <Textarea rows={3} maxLength={1000} {...form.register('businessScope')} />
        </FormField>
      </div>
      {needsLicence ? (
        <div className="wide">
          <FormField
            label="新营业执照"
            required
            error={errors.licenceFileId?.message}
            help="变更企业名称或法定代表人须上传新营业执照，支持jpg、png、pdf格式，不超过10M，限1个文件"
          >
            <Uploader
              adapter={adapter}
              label="新营业执照"
              extensions={['jpg', 'jpeg', 'png', 'pdf']}
              maxSizeKb={10 * 1024}
              maxCount={1}
              listType="text"
              onChange={(files: UploadedFile[]) => form.setValue('licenceFileId', files[0]?.pkFile, { shouldValidate: true })}
            />
          </FormField>
        </div>
      ) : null}
      {serverError ? (
        <div className="wide">
          <FormAlert title="提交失败" message={serverError} />
        </div>
      ) : null}
      <Actions>
        <Button type="submit" variant="primary" loading={busy}>
          提交变更
        </Button>
        <Hint>提交须使用Ukey签署《企业信息变更申请书》；变更企业名称或法定代表人后须重新进行企业实名认证</Hint>
      </Actions>
    </Fields>
  );
}
