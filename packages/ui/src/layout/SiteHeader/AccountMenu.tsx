import { Menu } from '@mantine/core';
import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { READER_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';

export interface AccountMenuProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The header's account button, which stays on the page as it is. */
  target: RefObject<HTMLButtonElement | null>;
  onLogout: () => void;
}

interface TargetBridgeProps {
  target: RefObject<HTMLButtonElement | null>;
  ref?: (node: HTMLButtonElement | null) => void;
  id?: string;
  'aria-controls'?: string;
}

/**
 * Stands where Menu.Target expects its button and hands what Mantine gives it (the reference
 * for positioning and outside clicks, the target id, aria-controls) to the header's button, so
 * that button is never replaced when this code arrives: focus and references to it stay valid.
 * The header toggles the menu itself (it is controlled) and sets aria-expanded.
 */
function TargetBridge({ target, ref, id, 'aria-controls': controls }: TargetBridgeProps) {
  useLayoutEffect(() => {
    const button = target.current;
    if (!button) return;
    ref?.(button);
    if (id) button.id = id;
    if (controls) button.setAttribute('aria-controls', controls);
    else button.removeAttribute('aria-controls');
    return () => ref?.(null);
  }, [target, ref, id, controls]);
  return null;
}

/**
 * The signed-in account menu (My Profile, Following, Account, Logout), loaded on the first click of the account
 * button: Menu, Popover and floating-ui are not needed to show a page.
 */
export function AccountMenu({ opened, onChange, target, onLogout }: AccountMenuProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const urls = useUrls();
  // Open only after the first mount, so Mantine sees the menu open (focus moves into it and
  // returns to the button on close) rather than finding it open from the start.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  return (
    <Menu
      opened={opened && ready}
      onChange={onChange}
      position="bottom-end"
      width={180}
      shadow="md"
      closeOnClickOutside
      closeOnItemClick
    >
      <Menu.Target>
        <TargetBridge target={target} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={AppLink} href={urls.profile}>
          {readerTexts.myProfile}
        </Menu.Item>
        <Menu.Item component={AppLink} href={urls.following}>
          {readerTexts.following}
        </Menu.Item>
        <Menu.Item component={AppLink} href={urls.account}>
          {readerTexts.account}
        </Menu.Item>
        <Menu.Item onClick={onLogout}>{readerTexts.logout}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
