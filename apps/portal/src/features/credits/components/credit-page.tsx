/** The frame of every credit screen: the page (breadcrumb and the route's title) and the toasts its actions raise. */
export { ToastPage as CreditPage } from '../../../lib/page';
