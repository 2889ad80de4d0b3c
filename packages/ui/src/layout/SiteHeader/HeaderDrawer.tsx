import { Drawer, type DrawerProps } from '@mantine/core';
import { useEffect, useState } from 'react';

/**
 * Mantine's Drawer, loaded when the small-screen menu is first opened (a page shows without
 * it). It opens just after it mounts, so Mantine sees it open: the transition runs, focus moves
 * into it, and returns to the burger when it closes.
 */
export function HeaderDrawer({ opened, ...props }: DrawerProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return <Drawer opened={opened && ready} {...props} />;
}
