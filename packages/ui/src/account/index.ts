export { AccountPage, type AccountPageProps } from './AccountPage/AccountPage';
export {
  ChangeEmailForm,
  type ChangeEmailFormProps,
  type ChangeEmailValues,
} from './ChangeEmailForm/ChangeEmailForm';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordValues,
} from './ChangePasswordForm/ChangePasswordForm';
export {
  DeleteAccountSection,
  type DeleteAccountSectionProps,
  type DeleteAccountValues,
  type DeletedArticlesChoice,
} from './DeleteAccountSection/DeleteAccountSection';
export {
  DownloadDataSection,
  type DownloadDataSectionProps,
} from './DownloadDataSection/DownloadDataSection';
export {
  EmailActionResult,
  type EmailActionResultProps,
} from './EmailActionResult/EmailActionResult';
export type { AccountFieldError, AccountSubmit } from './types';
