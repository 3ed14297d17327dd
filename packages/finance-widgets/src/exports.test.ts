import { describe, expect, it } from 'vitest';
import * as widgets from './index';

// The public surface is a contract with host platforms (design.md §5.7): changing it must be deliberate.
describe('@scf/finance-widgets public exports', () => {
  it('lists every export', () => {
    expect(Object.keys(widgets).sort()).toMatchInlineSnapshot(`
      [
        "AmountText",
        "AmountWithCapital",
        "AppStatusTag",
        "CreditStatusTag",
        "CreditTable",
        "CreditTree",
        "DEFAULT_AGENT_URL",
        "DEFAULT_BANKS",
        "DEFAULT_MIN_DRIVER_VERSION",
        "DateTimeText",
        "EXPIRY_WARNING_DAYS",
        "FlowTimeline",
        "HomeTile",
        "HomeTileGrid",
        "LimitGauge",
        "OriginalView",
        "RoleKeyDiagnostics",
        "SignButton",
        "SigningDiagnostics",
        "SigningDialog",
        "SigningDialogHost",
        "creditColumns",
        "defaultSigningConfig",
        "describeOriginal",
        "diagnosticsText",
        "formatBusinessDateTime",
        "formatDate",
        "formatDateTime",
        "runDiagnostics",
        "runSignTest",
        "signingMessages",
      ]
    `);
  });
});
