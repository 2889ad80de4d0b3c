import { Burger, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

export interface MenuBurgerProps
  extends UnstyledButtonProps,
    Omit<ComponentPropsWithoutRef<'button'>, keyof UnstyledButtonProps | 'type'> {
  opened: boolean;
}

/**
 * Mantine's Burger (the same look, from its own classes) drawn with a `<span>`: the Burger draws
 * its lines with a `<div>`, which HTML does not allow inside a `<button>`.
 */
export function MenuBurger({ opened, style, ...props }: MenuBurgerProps) {
  return (
    <UnstyledButton
      className={Burger.classes.root}
      style={{ '--burger-size': 'var(--burger-size-sm)', ...(style as object) }}
      {...props}
    >
      <span
        className={Burger.classes.burger}
        data-reduce-motion=""
        data-opened={opened || undefined}
      />
    </UnstyledButton>
  );
}
