// The 融资资料 screens, loaded together as one chunk (apps/portal/src/app/screens.ts registers them through one import).
export { default as ContractManagePage } from './contract-manage-page';
export { default as InvoiceManagePage } from './invoice-manage-page';
export { default as PackageCreatePage } from './package-create-page';
export { default as PackageDetailPage } from './package-detail-page';
export { default as PackageListPage } from './package-list-page';
export { default as SuccessPage } from './success-page';
export { default as UploadContractPage } from './upload-contract-page';
export { default as UploadDocumentPage } from './upload-document-page';
export { default as UploadInvoicePage } from './upload-invoice-page';
