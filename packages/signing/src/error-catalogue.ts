import { REGISTRATION_CODES, specNumberOf } from './error-codes';
import type { SignErrorCode } from './error-codes';
import { SigningError } from './errors';

/** Who the message speaks about: the role's key tail number and role name (spec §9 Ukey tip). */
export interface SigningErrorContext {
  uKeyCodeSuffix?: string;
  roleName?: string;
  minVersion?: string;
}

export type SigningAction =
  'insert-key' | 'remove-extra-keys' | 'ask-director-rebind' | 'upgrade-driver' | 'install-driver' | 'retry' | 'choose-other-bank' | 'contact-support';

export interface SigningErrorDescription {
  message: string;
  action: SigningAction;
  /** What the user should do, in Chinese. */
  actionText: string;
}

type Entry = (ctx: SigningErrorContext) => SigningErrorDescription;

const tail = (ctx: SigningErrorContext) => (ctx.uKeyCodeSuffix ? `尾号为${ctx.uKeyCodeSuffix}` : '当前角色绑定');
const role = (ctx: SigningErrorContext) => (ctx.roleName ? `（${ctx.roleName}）` : '');
const support = '请联系在线客服（7*24小时）';

/** Every code → Chinese message and the action the user should take (spec §8). */
const CATALOGUE: Record<SignErrorCode, Entry> = {
  ISSUER_UNKNOWN: () => ({ message: '无法识别证书颁发机构', action: 'choose-other-bank', actionText: '请确认所选银行与Ukey的发证机构一致' }),
  MULTIPLE_KEYS: () => ({ message: '检测到多个Ukey，只能插入一个Ukey', action: 'remove-extra-keys', actionText: '请拔出多余的Ukey后重试' }),
  PRINT_NUMBER_FAILED: () => ({ message: '获取Ukey印刷号失败', action: 'retry', actionText: '请重新插入Ukey后重试' }),
  CERT_SELECT_FAILED: () => ({ message: '选择证书失败', action: 'retry', actionText: '请重新插入Ukey后重试' }),
  SERIAL_FAILED: () => ({ message: '获取证书序列号失败', action: 'retry', actionText: '请重新插入Ukey后重试' }),
  ALGORITHM_FAILED: () => ({ message: '获取证书算法失败', action: 'contact-support', actionText: support }),
  ISSUER_DN_FAILED: () => ({ message: '获取证书颁发者信息失败', action: 'retry', actionText: '请重新插入Ukey后重试' }),
  DN_FAILED: () => ({ message: '获取证书主题信息失败', action: 'retry', actionText: '请重新插入Ukey后重试' }),
  ORIGINAL_FAILED: () => ({ message: '获取签名原文失败', action: 'retry', actionText: '请稍后重试' }),
  SIGN_FAILED: () => ({ message: '签名失败', action: 'retry', actionText: '请确认Ukey已插好并重试' }),
  REQUEST_ERROR: () => ({ message: '请求异常', action: 'retry', actionText: `请稍后重试，或${support}` }),
  ISSUER_MISMATCH: () => ({ message: 'Ukey颁发机构与所选银行不一致', action: 'choose-other-bank', actionText: '请选择与Ukey一致的银行，或插入该银行的Ukey' }),
  NO_VERSION: () => ({ message: '未检测到Ukey驱动版本', action: 'install-driver', actionText: '请下载并安装Ukey驱动' }),
  DRIVER_OUTDATED: (ctx) => ({
    message: 'Ukey驱动不是最新版本',
    action: 'upgrade-driver',
    actionText: ctx.minVersion ? `请升级Ukey驱动至${ctx.minVersion}或以上版本` : '请升级Ukey驱动至最新版本',
  }),
  NOT_BOUND: (ctx) => ({ message: `当前角色${role(ctx)}未绑定Ukey`, action: 'ask-director-rebind', actionText: '请联系主管在用户角色设置中绑定Ukey' }),
  // The message says what is missing, the action what to do: one sentence each, never the same one twice.
  INSERT_KEY: (ctx) => ({ message: `未检测到${tail(ctx)}的Ukey${role(ctx)}`, action: 'insert-key', actionText: '请插入该Ukey后重试' }),
  CERT_MISMATCH: (ctx) => ({
    message: '当前Ukey证书与绑定证书不一致',
    action: 'ask-director-rebind',
    actionText: `请插入${tail(ctx)}的Ukey，或联系主管重新绑定`,
  }),
  ONLY_ONE_KEY: () => ({ message: '只能插入一个Ukey', action: 'remove-extra-keys', actionText: '请拔出多余的Ukey后重试' }),
  DRIVER_UNAVAILABLE: () => ({
    message: '未检测到Ukey驱动或签名服务',
    action: 'install-driver',
    actionText: '请安装并启动Ukey驱动，允许浏览器访问本机服务后重试',
  }),
  KEY_REMOVED: (ctx) => ({ message: 'Ukey已拔出', action: 'insert-key', actionText: `请插入${tail(ctx)}的Ukey` }),
  PIN_INCORRECT: () => ({ message: 'Ukey口令错误', action: 'retry', actionText: '请输入正确的Ukey口令，多次错误将锁定' }),
  PIN_LOCKED: () => ({ message: 'Ukey口令已锁定', action: 'contact-support', actionText: '请联系发证银行解锁' }),
  USER_CANCELLED: () => ({ message: '已取消签名', action: 'retry', actionText: '如需继续请重新签名' }),
  DRIVER_ERROR: () => ({ message: 'Ukey驱动异常', action: 'contact-support', actionText: support }),
  CERT_KEY_MISMATCH: (ctx) => ({
    message: '证书与Ukey中的密钥不匹配，无法写入',
    action: 'insert-key',
    actionText: `请插入${tail(ctx)}的Ukey（即申请该证书的Ukey）后重试`,
  }),
  FLOW_BUSY: () => ({ message: '另一笔签名正在进行', action: 'retry', actionText: '请完成或取消当前签名后再试' }),
};

/** 注册错误码 N / 驱动错误码 N of spec §8 for a numbered code (the two tables share numbers, so the label says which). */
export function specCodeLabel(code: SignErrorCode): string | undefined {
  const n = specNumberOf(code);
  if (n === undefined) return undefined;
  return Object.values(REGISTRATION_CODES).includes(code as never) ? `注册错误码 ${n}` : `驱动错误码 ${n}`;
}

/** Chinese message and action for a code, filled with the role's key tail number and name. */
export function describeSigningError(code: SignErrorCode, ctx: SigningErrorContext = {}): SigningErrorDescription {
  return CATALOGUE[code](ctx);
}

/**
 * Hardware codes of the certificate library (GM/T 0016 SKF `SAR_*` values that Ukey middleware passes on),
 * mapped to our codes. Unknown hardware codes become DRIVER_ERROR with the number kept for support.
 */
export const HARDWARE_CODES: Record<number, SignErrorCode> = {
  0x0a000001: 'DRIVER_ERROR', // SAR_FAIL
  0x0a000002: 'DRIVER_ERROR', // SAR_UNKNOWNERR
  0x0a000005: 'CERT_SELECT_FAILED', // SAR_INVALIDHANDLEERR
  0x0a000006: 'REQUEST_ERROR', // SAR_INVALIDPARAMERR
  0x0a00001b: 'CERT_KEY_MISMATCH', // SAR_KEYNOTFOUNTERR: no key in the token for the certificate's public key
  0x0a000023: 'KEY_REMOVED', // SAR_DEVICE_REMOVED
  0x0a000024: 'PIN_INCORRECT', // SAR_PIN_INCORRECT
  0x0a000025: 'PIN_LOCKED', // SAR_PIN_LOCKED
  0x0a00002d: 'SIGN_FAILED', // SAR_USER_NOT_LOGGED_IN
};

/** A SigningError for a hardware code reported by a driver or middleware. */
export function fromHardwareCode(hardwareCode: number, detail?: string): SigningError {
  return new SigningError(HARDWARE_CODES[hardwareCode] ?? 'DRIVER_ERROR', detail, hardwareCode);
}
