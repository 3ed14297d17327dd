import { driverLabel } from '../signing-kit/signing-defaults';
import type { DiagnosticsReport } from './run-diagnostics';

const MARK = { ok: '正常', warn: '注意', fail: '异常', skip: '未检测' } as const;

export interface DiagnosticsContext {
  userName?: string;
  roleName?: string;
  userAgent?: string;
  /** Result line of the last 签名测试, if one ran. */
  signTest?: string;
}

/** The plain-text report 复制诊断信息 puts on the clipboard for support (no keys, no signatures). */
export function diagnosticsText(report: DiagnosticsReport, ctx: DiagnosticsContext = {}): string {
  const lines = ['【Ukey签名诊断】', `时间：${report.at}`, `驱动类型：${driverLabel(report.driverId)}`];
  if (ctx.userName) lines.push(`用户：${ctx.userName}${ctx.roleName ? `（${ctx.roleName}）` : ''}`);
  for (const c of report.checks) lines.push(`${c.label}：[${MARK[c.status]}] ${c.detail}`);
  if (ctx.signTest) lines.push(`签名测试：${ctx.signTest}`);
  if (ctx.userAgent) lines.push(`浏览器：${ctx.userAgent}`);
  return lines.join('\n');
}
