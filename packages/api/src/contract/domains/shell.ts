// The portal's shell: login and the session, the platform config, the post-login checks, the account centre,
// agreements, notices, messages, surveys, feedback, customer service, files, reference data and client errors.
export { accountEndpoints } from '../endpoints/account';
export { agreementEndpoints } from '../endpoints/agreement';
export { LOGIN_SUCCESS_PATH, SMS_SCENES, authEndpoints } from '../endpoints/auth';
export type { LoginResult, SmsCodeRequest } from '../endpoints/auth';
export { CLIENT_ERROR_LIMITS, clientErrorEndpoints, clientErrorReportSchema, scrubClientText } from '../endpoints/client-errors';
export type { ClientErrorReport } from '../endpoints/client-errors';
export { CONFIG_KEY, configEndpoints } from '../endpoints/config';
export { customerServiceEndpoints } from '../endpoints/customer-service';
export { feedbackEndpoints } from '../endpoints/feedback';
export { fileEndpoints } from '../endpoints/files';
export { messageEndpoints, messagePageQuerySchema } from '../endpoints/messages';
export { noticeEndpoints, noticePageQuerySchema } from '../endpoints/notices';
export { HOLIDAY_REGION, referenceEndpoints } from '../endpoints/reference';
export { REGISTER_AGREEMENTS, REGISTER_AGREEMENT_TEXT, REGISTER_AGREEMENT_TITLE, REGISTER_AGREEMENT_VERSION, registerEndpoints } from '../endpoints/register';
export type { RegisterRequest, RegisterResult, ResetPasswordRequest, ResetSmsResult } from '../endpoints/register';
export { shellCheckEndpoints } from '../endpoints/shell-checks';
export { surveyEndpoints } from '../endpoints/survey';
export { platformConfigASchema, platformConfigBSchema, platformConfigSchema } from '../schemas/config';
export type { CustomerServiceConfig, PageConfig, PlatformConfig, PlatformConfigA, PlatformConfigB, PlatformParam, ProductConfig } from '../schemas/config';
export { corpInfoSchema, grantedPaths, productCodeSchema, userInfoSchema } from '../schemas/session';
export type { CorpInfo, GrantedMenuTree, MenuNode, ProductCode, Role, UserInfo } from '../schemas/session';
export { accountProfileSchema, changeMobileRequestSchema, changePasswordRequestSchema, mobileCodeRequestSchema } from '../schemas/account';
export type { AccountProfile, ChangeMobileRequest, ChangePasswordRequest, ChangePasswordResult, MobileCodeRequest } from '../schemas/account';
export type { Captcha, LoginRequest, PublicKey, SwitchRoleRequest, Token } from '../schemas/auth';
export type { DictData, DictEntry, Issuer } from '../schemas/reference';
export { MESSAGE_STATES, MESSAGE_STATE_LABEL, MESSAGE_TYPES, MESSAGE_TYPE_LABEL, messageLinkSchema } from '../schemas/message';
export type { Message, MessageList, MessageQuery, MessageReadRequest, MessageReadResult, MessageState, MessageType } from '../schemas/message';
export type { Notice, NoticeReadRequest } from '../schemas/notice';
export { SURVEY_ANSWERED_MESSAGE, SURVEY_CODE, SURVEY_QUESTION_KINDS, SURVEY_TEXT_MAX, surveyAnswersSchema } from '../schemas/survey';
export type { Survey, SurveyAnswers, SurveyOption, SurveyQuestion, SurveyQuestionKind, SurveySubmit, SurveySubmitResult } from '../schemas/survey';
export type { AgreementText } from '../schemas/agreement';
export { FEEDBACK_LIMITS } from '../schemas/feedback';
export type { FeedbackInput, FeedbackRequest } from '../schemas/feedback';
export { SERVICE_MESSAGE_LIMITS } from '../schemas/customer-service';
export type { ServiceMessageInput, ServiceMessageReceipt, ServiceMessageRequest } from '../schemas/customer-service';
export { fileRecordSchema } from '../schemas/file';
export type {
  FileRecord,
  PresignedUrlRequest,
  PreviewRequest,
  PreviewResponse,
  ThumbnailType,
  UploadCallbackRequest,
  UploadPolicy,
  UploadPolicyRequest,
  UploadRulesConfig,
} from '../schemas/file';
export { WIDE_THRESHOLD_PX, screenSizeFor, screenSizeSchema } from '../schemas/session-state';
export type { ScreenSize } from '../schemas/session-state';
export { signingSwitchSchema } from '../schemas/checks';
export type { DatumVerdict, MandatoryAuth } from '../schemas/checks';
