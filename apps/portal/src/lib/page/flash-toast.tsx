import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@scf/ui';

/**
 * Router state a screen leaves for the one it goes to, e.g. `{ flash: '注销成功' }`: a screen's toasts live with the
 * screen, so a success said just before leaving is said on arrival instead.
 */
export interface Flash {
  flash?: string;
}

/** Says the arriving `flash` once as a success toast (inside a ToastProvider), then forgets it. */
export function FlashToast() {
  const toast = useToast();
  const { state, pathname, search } = useLocation() as { state: Flash | null; pathname: string; search: string };
  const navigate = useNavigate();
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (state?.flash && shown.current !== state.flash) {
      shown.current = state.flash;
      toast.success(state.flash);
      // Once: a reload or a way back to this entry must not say it again.
      navigate({ pathname, search }, { replace: true, state: null });
    }
  }, [state, toast, navigate, pathname, search]);
  return null;
}
