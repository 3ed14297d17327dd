import * as Menu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { messages } from '../messages';
import { usePortalContainer } from '../portal-container/portal-container';
import { HEADER_PATHS } from './header-paths';
import { Position, UserTrigger } from './header.styles';
// The same parts as DropdownMenu: one look for every menu.
import { Content, Indicator, Item, Label, RadioItem, Separator } from '../dropdown-menu/dropdown-menu.styles';
import { CheckIcon } from '@radix-ui/react-icons';

const t = messages.header;

export interface UserMenuProps {
  user: { personName: string; positionLabel: string };
  accountCentre: boolean;
  roles?: { code: string; label: string }[];
  currentRole?: string;
  onSwitchRole?: (code: string) => void;
  onNavigate: (path: string) => void;
  onLogout: () => void;
}

export interface UserMenuPopupProps extends UserMenuProps {
  /** The user asked for the menu before this code arrived: open it at once. */
  defaultOpen: boolean;
  /** The placeholder trigger had the focus when this replaced it: keep the focus on the trigger. */
  focusTrigger: boolean;
}

/**
 * The user dropdown on Radix (loaded lazily by `UserMenu`, see load-user-menu.ts): name and position label,
 * account centre if permitted, role switch, 退出登录 with a confirm.
 */
export function UserMenuPopup(props: UserMenuPopupProps) {
  const { user, accountCentre, roles, currentRole, onSwitchRole, onNavigate, onLogout, defaultOpen, focusTrigger } = props;
  const [confirming, setConfirming] = useState(false);
  // The menu gives focus back to its trigger on close; when the confirm opens it must keep the focus instead.
  const opensDialog = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const canSwitch = Boolean(onSwitchRole && roles && roles.length > 1);

  // Only on mount: the swap from the placeholder trigger must not lose the keyboard user's place.
  const focusOnMount = useRef(focusTrigger && !defaultOpen);
  useEffect(() => {
    if (focusOnMount.current) triggerRef.current?.focus();
  }, []);

  return (
    <>
      <Menu.Root defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <UserTrigger ref={triggerRef} type="button" aria-label={`${t.userMenu}：${user.personName} ${user.positionLabel}`}>
            <span>{user.personName}</span>
            {user.positionLabel ? <Position>{user.positionLabel}</Position> : null}
          </UserTrigger>
        </Menu.Trigger>
        <Menu.Portal container={usePortalContainer()}>
          <Content
            align="end"
            sideOffset={6}
            onCloseAutoFocus={(event) => {
              if (opensDialog.current) {
                event.preventDefault();
                opensDialog.current = false;
              }
            }}
          >
            {accountCentre ? <Item onSelect={() => onNavigate(HEADER_PATHS.accountCentre)}>{t.accountCentre}</Item> : null}
            {canSwitch ? (
              <>
                <Separator />
                <Label>{t.switchRole}</Label>
                <Menu.RadioGroup value={currentRole ?? ''} onValueChange={(code) => onSwitchRole?.(code)}>
                  {roles?.map((role) => (
                    <RadioItem key={role.code} value={role.code}>
                      <Indicator>
                        <CheckIcon aria-hidden="true" />
                      </Indicator>
                      {role.label}
                    </RadioItem>
                  ))}
                </Menu.RadioGroup>
                <Separator />
              </>
            ) : null}
            <Item
              onSelect={() => {
                opensDialog.current = true;
                setConfirming(true);
              }}
            >
              {t.logout}
            </Item>
          </Content>
        </Menu.Portal>
      </Menu.Root>
      <ConfirmDialog
        open={confirming}
        title={t.logoutConfirm}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onLogout();
        }}
      />
    </>
  );
}
