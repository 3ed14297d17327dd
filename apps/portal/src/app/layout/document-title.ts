/** The platform's name: the end of every document title. */
export const APP_TITLE = '供应链金融服务平台';

/** `页面标题 - 供应链金融服务平台`, or the platform's name alone: what the tab shows and a screen reader reads first. */
export function documentTitleOf(pageTitle: string | undefined): string {
  return pageTitle ? `${pageTitle} - ${APP_TITLE}` : APP_TITLE;
}
