// @scf/ui: design tokens, themes, primitives and shell parts. Explicit exports only (design.md §5.7).
export { DEFAULT_PLATFORM_CONFIG } from './theme/default-config';
export { defaultTokens } from './theme/theme-tokens';
export type { FooterLayout, ThemeTokens } from './theme/theme-tokens';
export { tokensFromConfig } from './theme/tokens-from-config';
export { PlatformConfigError, readPlatformConfig } from './theme/read-platform-config';
export type {
  PageConfigFields,
  PlatformConfigAFields,
  PlatformConfigBFields,
  PlatformConfigErrorCode,
  PlatformConfigReading,
} from './theme/read-platform-config';
export { cssVar, cssVariableName, cssVariables } from './theme/css-variables';
export type { StyleToken } from './theme/css-variables';
export { ThemeProvider } from './theme/theme-provider';
export type { ThemeProviderProps } from './theme/theme-provider';
export { useThemeTokens } from './theme/use-theme-tokens';
export { WIDE_MIN_WIDTH, screenSizeOf, useScreenSize } from './theme/screen-size';
export type { ScreenSize } from './theme/screen-size';
export { fills, layers, shadows } from './theme/palette';
export { messages } from './messages';
export { BaseStyle } from './base-style';
export { PortalContainerProvider, usePortalContainer } from './portal-container';
export type { PortalContainerProviderProps } from './portal-container';

export { CountBadge, HEADER_PATHS, Header } from './header';
export type { HeaderProps } from './header';
export { Footer, footerQrVisible, isGuaranteePage } from './footer';
export type { FooterProps } from './footer';
export { BACK_TO_TOP_AFTER_PX, RIGHT_BAR_AUTO_HIDE_MS, RIGHT_BAR_RESERVED_PX, RightBar } from './right-bar';
export type { RightBarProps } from './right-bar';

export { Button } from './button';
export type { ButtonProps, ButtonVariant } from './button';
export { TextInput } from './text-input';
export type { TextInputProps } from './text-input';
export { FormField, useFieldAria, useFormFieldControl } from './form-field';
export type { FieldAria, FieldAriaOptions, FormFieldControl, FormFieldProps } from './form-field';
export { Dialog } from './dialog';
export type { DialogBodyProps, DialogCloseProps, DialogContentProps, DialogHeaderProps, DialogSize } from './dialog';
export { ConfirmDialog, DIALOG_AUTO_CLOSE_MS } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
export { AgreementModal, NOTICE_SCROLL_TOLERANCE_PX, REGISTRATION_SCROLL_TOLERANCE_PX } from './agreement-modal';
export type { AgreementModalProps } from './agreement-modal';
export { NoticePopup } from './notice-popup';
export type { NoticePopupNotice, NoticePopupProps } from './notice-popup';
export { SafeHtml, allowedUrl, checkNoticeLink, isExternalUrl, openNoticeLink, sanitizeHtml } from './safe-html';
export type { LinkPolicy, SafeHtmlProps } from './safe-html';

export {
  DEFAULT_EXTENSIONS,
  DEFAULT_MAX_SIZE_KB,
  FEEDBACK_EXTENSIONS,
  UPLOAD_ERROR_CODE,
  UPLOAD_IMAGE_BLOCK_WIDTH,
  UploadError,
  Uploader,
  createLocalUploadAdapter,
  createOssUploadAdapter,
  validateFile,
} from './uploader';
export type {
  LocalUploadAdapterOptions,
  OssUploadAdapterOptions,
  UploadAdapter,
  UploadErrorKind,
  UploadItem,
  UploadOptions,
  UploadRules,
  UploadStatus,
  UploadedFile,
  UploaderProps,
} from './uploader';

export { MoneyInput, formatMoneyText, sanitizeMoneyText } from './money-input';
export type { MoneyInputProps } from './money-input';

export { Table, VIRTUALIZE_AFTER_ROWS } from './table';
export type { TableColumn, TableProps, TablePropsWithRef, TableSort } from './table';
export { DataTable } from './data-table';
export type { DataTableAction, DataTableProps, DataTablePropsWithRef, DataTableSort } from './data-table';
export { Pagination } from './pagination';
export type { PaginationProps } from './pagination';
export { Skeleton, Spinner } from './spinner';
export type { SkeletonProps, SpinnerProps } from './spinner';
export { Select } from './select';
export type { SelectOption, SelectProps } from './select';
export { RadioGroup } from './radio-group';
export type { RadioGroupProps, RadioOption } from './radio-group';
export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { CheckboxGroup } from './checkbox-group';
export type { CheckboxGroupProps, CheckboxOption } from './checkbox-group';
export { Textarea } from './textarea';
export type { TextareaProps } from './textarea';
export type { FieldChangeEvent, FieldHandle } from './use-field-handle';
// Also the `@scf/ui/date-picker` subpath, which a host can lazy-load (README).
export { DatePicker, DateRangePicker, formatDate, isSelectable, parseDate } from './date-picker';
export type { DateLimits, DatePickerProps, DateRangePickerProps, DateRangeValue } from './date-picker';
export { Tabs } from './tabs';
export type { TabItem, TabsProps } from './tabs';
export { StatusTag, Tag } from './tag';
export type { StatusStyle, StatusTagProps, TagProps, TagTone } from './tag';
export { Steps } from './steps';
export type { StepItem, StepsProps } from './steps';
export { Timeline } from './timeline';
export type { TimelineItem, TimelineProps } from './timeline';
export { Descriptions } from './descriptions';
export type { DescriptionItem, DescriptionsProps } from './descriptions';
export { Card } from './card';
export type { CardProps } from './card';
export { Statistic } from './statistic';
export type { StatisticProps } from './statistic';
export { Breadcrumb } from './breadcrumb';
export type { BreadcrumbItem, BreadcrumbProps } from './breadcrumb';
export { DropdownMenu } from './dropdown-menu';
export type { DropdownMenuItem, DropdownMenuProps } from './dropdown-menu';
export { Tooltip } from './tooltip';
export type { TooltipProps } from './tooltip';
export { ToastProvider, useToast } from './toast';
export type { ToastApi, ToastKind, ToastProviderProps } from './toast';
export { Empty } from './empty';
export type { EmptyProps } from './empty';
export { Result } from './result';
export type { ResultProps } from './result';
export { NAVIGATION_PROGRESS_DONE_MS, NAVIGATION_PROGRESS_TICK_MS, NavigationProgress } from './navigation-progress';
export type { NavigationProgressProps } from './navigation-progress';
export { QrCode, qrCodeDataUrl } from './qr-code';
export type { QrCodeProps } from './qr-code';
