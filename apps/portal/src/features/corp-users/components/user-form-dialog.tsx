import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CORP_USER_MESSAGES, ROLE, ROLE_LABEL, corpUserAddForm, corpUserEditSchema } from '@scf/api/contract';
import type { CorpUser, CorpUserAdd, CorpUserAddInput, CorpUserSettings, RoleCode } from '@scf/api/contract';
import { Checkbox, CheckboxGroup, Dialog, FormField, TextInput } from '@scf/ui';
import { DialogButtons, FormAlert, InfoNote } from '../../../lib/page';

const EMPTY: CorpUserAddInput = { loginName: '', personName: '', idCard: '', mobile: '', email: '', roles: [], rftWhitelist: false, edtWhitelist: false };

export interface UserFormDialogProps {
  open: boolean;
  /** The user being edited; null adds one. */
  user: CorpUser | null;
  settings: CorpUserSettings;
  onClose: () => void;
  /** Sends the request; a refusal's message is thrown back and shown in the dialog. */
  onSubmit: (input: CorpUserAdd) => Promise<void>;
}

/** 新增用户 / 编辑 (§16.4): never a password — an added user sets one through 忘记密码 (重置密码). */
export function UserFormDialog({ open, user, settings, onClose, onSubmit }: UserFormDialogProps) {
  const adding = user === null;
  const form = useForm<CorpUserAddInput, unknown, CorpUserAdd>({
    resolver: zodResolver(
      adding
        ? corpUserAddForm
        : corpUserEditSchema.extend({ loginName: corpUserAddForm.shape.loginName.optional(), idCard: corpUserAddForm.shape.idCard.optional() }),
    ) as never,
    defaultValues: EMPTY,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { reset } = form;
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (!open) return;
    setFailure(null);
    reset(
      user
        ? {
            ...EMPTY,
            loginName: user.userName,
            personName: user.personName,
            mobile: '',
            email: user.email,
            roles: user.roles as RoleCode[],
            rftWhitelist: user.rftWhitelist,
            edtWhitelist: user.edtWhitelist,
          }
        : EMPTY,
    );
  }, [open, user, reset]);
  const roles = form.watch('roles');
  const rolesLocked = !adding && !settings.canModifyRoles;
  const options = settings.roles.map((r) => ({ value: r, label: ROLE_LABEL[r as RoleCode] || r, disabled: rolesLocked }));

  const submit = async (input: CorpUserAdd) => {
    setFailure(null);
    try {
      await onSubmit(input);
    } catch (e) {
      setFailure(e instanceof Error && e.message ? e.message : '提交失败，请稍后重试');
    }
  };
  const title = adding ? '新增用户' : `编辑用户 ${user.userName}`;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next || isSubmitting ? undefined : onClose())}>
      <Dialog.Content size="md" closeOnOutsideClick={false}>
        <form noValidate aria-label={title} onSubmit={form.handleSubmit(submit)}>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            <Dialog.Description>
              {adding
                ? '新增的用户为待激活状态，系统将短信通知其通过“忘记密码”设置登录密码，管理员不设置也不查看密码。'
                : '修改用户的姓名、手机号码、邮箱、角色和产品权限。'}
            </Dialog.Description>
            {adding ? (
              <FormField label="登录用户名" required error={errors.loginName?.message}>
                <TextInput maxLength={20} autoComplete="off" placeholder="4-20位字母、数字或下划线" {...form.register('loginName')} />
              </FormField>
            ) : null}
            <FormField label="姓名" required error={errors.personName?.message}>
              <TextInput maxLength={40} autoComplete="off" {...form.register('personName')} />
            </FormField>
            {adding ? (
              <FormField
                label="身份证号"
                required={roles.includes(ROLE.director) || roles.includes(ROLE.admin)}
                help="主管和管理员必填"
                error={errors.idCard?.message}
              >
                <TextInput maxLength={18} autoComplete="off" {...form.register('idCard')} />
              </FormField>
            ) : null}
            <FormField
              label="手机号码"
              required={adding}
              error={errors.mobile?.message}
              {...(adding ? {} : { help: `当前：${user.mobileMasked}，不修改请留空` })}
            >
              <TextInput maxLength={11} inputMode="numeric" autoComplete="off" {...form.register('mobile')} />
            </FormField>
            <FormField label="邮箱" error={errors.email?.message}>
              <TextInput maxLength={100} autoComplete="off" {...form.register('email')} />
            </FormField>
            <FormField label="角色" required error={errors.roles?.message} {...(rolesLocked ? { help: CORP_USER_MESSAGES.roleModifyClosed } : {})}>
              <Controller
                control={form.control}
                name="roles"
                render={({ field }) => <CheckboxGroup options={options} value={field.value} onValueChange={field.onChange} />}
              />
            </FormField>
            {roles.includes(ROLE.operator) && roles.includes(ROLE.director) ? <InfoNote>{CORP_USER_MESSAGES.makerChecker}</InfoNote> : null}
            {settings.voucherOpen ? (
              <Controller
                control={form.control}
                name="rftWhitelist"
                render={({ field }) => (
                  <Checkbox checked={field.value} onCheckedChange={field.onChange}>
                    支付通权限
                  </Checkbox>
                )}
              />
            ) : null}
            {settings.edtOpen ? (
              <Controller
                control={form.control}
                name="edtWhitelist"
                render={({ field }) => (
                  <Checkbox checked={field.value} onCheckedChange={field.onChange}>
                    e订通权限
                  </Checkbox>
                )}
              />
            ) : null}
            {failure ? <FormAlert title={adding ? '新增失败' : '保存失败'} message={failure} /> : null}
          </Dialog.Body>
          <DialogButtons label={adding ? '提交' : '保存'} busy={isSubmitting} onCancel={onClose} />
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
