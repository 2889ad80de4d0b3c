import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { MessagesOverrides } from './bylineMessages';
import { type MessageGroup, type Messages, messagesNamespace } from './defineMessages';
import { createFormatters, DEFAULT_FORMATTERS, type Formatters } from './formatters';

interface LocaleSettings {
  overrides: MessagesOverrides;
  formatters: Formatters;
}

const LocaleContext = createContext<LocaleSettings>({
  overrides: {},
  formatters: DEFAULT_FORMATTERS,
});

/**
 * The moment relative times count from: null outside every LocaleProvider, undefined inside one
 * until it knows a moment (no `now` given and not mounted yet).
 */
const NowContext = createContext<number | undefined | null>(null);

/** Relative times move on once a minute. */
const TICK_MS = 60_000;

/**
 * Moves the clock as a transition: a plain update to a context above parts of the page still
 * hydrating would make React throw their server HTML away and render them again in one long
 * task (the home page's blocking time tripled); a transition waits for them and yields.
 */
function readClockInto(setNow: (now: number) => void) {
  startTransition(() => setNow(Date.now()));
}

export interface LocaleProviderProps {
  /** BCP 47 locale for dates and counts; the enclosing provider's by default. */
  locale?: string;
  /** The host's words for the kit's texts, by group (define once, outside render). */
  messages?: MessagesOverrides;
  /** When the page was rendered (ms since the epoch), so relative times hydrate. */
  now?: number;
  children: ReactNode;
}

function mergeOverrides(outer: MessagesOverrides, inner: MessagesOverrides): MessagesOverrides {
  const merged: Record<string, object | undefined> = { ...outer };
  for (const [group, texts] of Object.entries(inner)) {
    merged[group] = { ...merged[group], ...texts };
  }
  return merged as MessagesOverrides;
}

/**
 * A clock that starts at `renderedAt` (undefined without one, so the first render, on a server
 * or hydrating, shows dates) and follows the browser's from mount, every minute.
 */
function useTicking(renderedAt: number | undefined): number | undefined {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    readClockInto(setNow);
    const timer = setInterval(() => readClockInto(setNow), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Clock({ renderedAt, children }: { renderedAt: number | undefined; children: ReactNode }) {
  return <NowContext.Provider value={useTicking(renderedAt)}>{children}</NowContext.Provider>;
}

/**
 * The kit's words and locale from the host: translated texts, the locale dates and numbers are
 * written in, and the clock "how long ago" counts from. Nest one to change them for a subtree.
 */
export function LocaleProvider({ locale, messages, now, children }: LocaleProviderProps) {
  const outer = useContext(LocaleContext);
  const outerNow = useContext(NowContext);
  const settings = useMemo(
    () => ({
      overrides: messages ? mergeOverrides(outer.overrides, messages) : outer.overrides,
      formatters:
        locale === undefined || locale === outer.formatters.locale
          ? outer.formatters
          : createFormatters(locale),
    }),
    [locale, messages, outer],
  );
  const content = <LocaleContext.Provider value={settings}>{children}</LocaleContext.Provider>;
  // One clock per page: an inner provider keeps the outer one unless it is given a moment.
  return outerNow === null || now !== undefined ? (
    <Clock renderedAt={now}>{content}</Clock>
  ) : (
    content
  );
}

/** A group's merged texts, cached per provider so a list's rows share one object. */
const merged = new WeakMap<MessagesOverrides, Map<string, object>>();

/**
 * A group of texts as the host gave them: `const t = useMessages(COMMENT_TEXTS)`, then `t.edit`.
 * Byline's English for those the host left out.
 */
export function useMessages<T extends MessageGroup>(group: T): Messages<T> {
  const { overrides } = useContext(LocaleContext);
  const namespace = messagesNamespace(group);
  const own = (overrides as Record<string, object | undefined>)[namespace];
  if (!own) return group as unknown as Messages<T>;
  let byGroup = merged.get(overrides);
  if (!byGroup) {
    byGroup = new Map();
    merged.set(overrides, byGroup);
  }
  let texts = byGroup.get(namespace);
  if (!texts) {
    texts = { ...group, ...own };
    byGroup.set(namespace, texts);
  }
  return texts as Messages<T>;
}

/** How dates and numbers are written in the host's locale. */
export function useFormatters(): Formatters {
  return useContext(LocaleContext).formatters;
}

/**
 * The moment "how long ago" counts from: the page's render time until the browser takes over,
 * then the browser's clock, moving every minute. Undefined while no moment is known (the first
 * render without a `now`, on the server or hydrating): the caller shows a date, which hydrates
 * the same everywhere.
 */
export function useNow(): number | undefined {
  const provided = useContext(NowContext);
  const [mounted, setMounted] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (provided === null) readClockInto(setMounted);
  }, [provided]);
  return provided === null ? mounted : provided;
}
