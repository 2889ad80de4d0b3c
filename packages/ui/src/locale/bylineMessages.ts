import type * as constants from '../constants';
import type { MessageGroup, Messages } from './defineMessages';

type Constants = typeof constants;

/** Every group of the kit's texts by its name: `{ reader: {...}, comments: {...}, ... }`. */
export type BylineMessages = {
  [K in keyof Constants as Constants[K] extends MessageGroup<infer N> ? N : never]: Messages<
    Constants[K]
  >;
};

/**
 * What a host passes to translate the kit: any groups, any texts in them; the rest stay
 * Byline's English. Functions take the same arguments as the English ones.
 */
export type MessagesOverrides = {
  readonly [G in keyof BylineMessages]?: Partial<BylineMessages[G]>;
};
