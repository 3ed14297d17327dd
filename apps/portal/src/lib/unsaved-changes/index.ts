export { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesGuard } from './use-unsaved-changes-guard';
