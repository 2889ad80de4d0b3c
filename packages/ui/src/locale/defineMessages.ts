/**
 * The kit's words as data: each group of texts (a component's, a screen's) is defined once in
 * `constants/` with `defineMessages`, English (the specification's texts) by default, and read
 * by components through `useMessages(group)`, which lays a host's translation over it.
 *
 * Groups stay in their own modules, so a reader's page loads only the texts it shows (the
 * sign-in forms' words are not in the front page's bundle); the group's name travels on it.
 */

const NAMESPACE: unique symbol = Symbol('byline.messages');

/** A group of default texts, named: what `defineMessages` returns. */
export type MessageGroup<N extends string = string> = { readonly [NAMESPACE]: N };

/** A group's texts as a host may give them: any string, functions with the same arguments. */
export type Messages<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Messages<R>
    : T extends readonly (infer U)[]
      ? readonly Messages<U>[]
      : T extends object
        ? { readonly [K in keyof T as K extends symbol ? never : K]: Messages<T[K]> }
        : T;

/**
 * Names a group of default texts (`defineMessages('comments', { edit: 'Edit', ... })`): the
 * name is where a host's `messages` puts its own words for the group.
 */
export function defineMessages<const N extends string, const T extends object>(
  namespace: N,
  texts: T,
): T & MessageGroup<N> {
  // Not enumerable, so the texts spread, list and compare as the plain object they are.
  return Object.defineProperty(texts, NAMESPACE, { value: namespace, enumerable: false }) as T &
    MessageGroup<N>;
}

/** The name `defineMessages` gave a group. */
export function messagesNamespace(group: MessageGroup): string {
  return group[NAMESPACE];
}
