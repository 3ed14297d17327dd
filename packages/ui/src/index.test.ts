import { describe, expect, it } from 'vitest';
import * as datePicker from './date-picker/index';
import * as elements from './elements/index';
import * as filePreviewer from './file-previewer/index';
import * as fixtures from './fixtures';
import * as ui from './index';

describe('@scf/ui public exports', () => {
  // A change to the public surface must be deliberate: update this list with it (design.md §5.7).
  it('exports exactly these names', () => {
    expect(Object.keys(ui).sort()).toMatchInlineSnapshot(`
      [
        "AgreementModal",
        "BACK_TO_TOP_AFTER_PX",
        "BaseStyle",
        "Breadcrumb",
        "Button",
        "Card",
        "Checkbox",
        "CheckboxGroup",
        "ConfirmDialog",
        "CountBadge",
        "DEFAULT_EXTENSIONS",
        "DEFAULT_MAX_SIZE_KB",
        "DEFAULT_PLATFORM_CONFIG",
        "DIALOG_AUTO_CLOSE_MS",
        "DataTable",
        "DatePicker",
        "DateRangePicker",
        "Descriptions",
        "Dialog",
        "DropdownMenu",
        "Empty",
        "FEEDBACK_EXTENSIONS",
        "Footer",
        "FormField",
        "HEADER_PATHS",
        "Header",
        "MoneyInput",
        "NAVIGATION_PROGRESS_DONE_MS",
        "NAVIGATION_PROGRESS_TICK_MS",
        "NOTICE_SCROLL_TOLERANCE_PX",
        "NavigationProgress",
        "NoticePopup",
        "Pagination",
        "PlatformConfigError",
        "PortalContainerProvider",
        "QrCode",
        "REGISTRATION_SCROLL_TOLERANCE_PX",
        "RIGHT_BAR_AUTO_HIDE_MS",
        "RIGHT_BAR_RESERVED_PX",
        "RadioGroup",
        "Result",
        "RightBar",
        "SafeHtml",
        "Select",
        "Skeleton",
        "Spinner",
        "Statistic",
        "StatusTag",
        "Steps",
        "Table",
        "Tabs",
        "Tag",
        "TextInput",
        "Textarea",
        "ThemeProvider",
        "Timeline",
        "ToastProvider",
        "Tooltip",
        "UPLOAD_ERROR_CODE",
        "UPLOAD_IMAGE_BLOCK_WIDTH",
        "UploadError",
        "Uploader",
        "VIRTUALIZE_AFTER_ROWS",
        "WIDE_MIN_WIDTH",
        "allowedUrl",
        "checkNoticeLink",
        "createLocalUploadAdapter",
        "createOssUploadAdapter",
        "cssVar",
        "cssVariableName",
        "cssVariables",
        "defaultTokens",
        "fills",
        "footerQrVisible",
        "formatDate",
        "formatMoneyText",
        "isExternalUrl",
        "isGuaranteePage",
        "isSelectable",
        "layers",
        "messages",
        "openNoticeLink",
        "parseDate",
        "qrCodeDataUrl",
        "readPlatformConfig",
        "sanitizeHtml",
        "sanitizeMoneyText",
        "screenSizeOf",
        "shadows",
        "tokensFromConfig",
        "useFieldAria",
        "useFormFieldControl",
        "usePortalContainer",
        "useScreenSize",
        "useThemeTokens",
        "useToast",
        "validateFile",
      ]
    `);
  });

  it('@scf/ui/date-picker exports the date pickers (the same objects as the main entry)', () => {
    expect(Object.keys(datePicker).sort()).toEqual(['DatePicker', 'DateRangePicker', 'formatDate', 'isSelectable', 'parseDate']);
    expect(datePicker.DateRangePicker).toBe(ui.DateRangePicker);
  });

  it('@scf/ui/fixtures exports the sample platform configs and PDFs, which the main entry does not', () => {
    expect(Object.keys(fixtures).sort()).toEqual(['chinesePdf', 'latinPdf', 'sampleConfigA', 'sampleConfigB', 'samplePageConfig']);
    expect(Object.keys(ui)).not.toContain('sampleConfigA');
    expect(Object.keys(ui)).not.toContain('chinesePdf');
  });

  it('@scf/ui/file-previewer is the only way to the previewer, so a host without it receives no PDF viewer, worker or cMaps', () => {
    expect(Object.keys(filePreviewer)).toEqual(expect.arrayContaining(['FilePreviewer', 'createPreviewResolver', 'previewKind']));
    expect(Object.keys(ui)).not.toContain('FilePreviewer');
  });

  it('@scf/ui/elements exports the custom elements and define(); importing it registers nothing, define() is idempotent', () => {
    expect(Object.keys(elements).sort()).toEqual([
      'SCF_ELEMENTS',
      'ScfAgreementModalElement',
      'ScfElement',
      'ScfFooterElement',
      'ScfHeaderElement',
      'ScfMoneyInputElement',
      'define',
    ]);
    expect(Object.keys(ui)).not.toContain('define');
    expect(customElements.get('scf-money-input')).toBeUndefined();
    elements.define();
    elements.define();
    expect(customElements.get('scf-money-input')).toBe(elements.ScfMoneyInputElement);
    expect(Object.keys(elements.SCF_ELEMENTS).every((tag) => customElements.get(tag))).toBe(true);
    expect(document.head.querySelectorAll('style[data-scf-elements]')).toHaveLength(1);
  });
});
