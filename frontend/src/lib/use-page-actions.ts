import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isApiRequestError } from './api-client';
import { usePageNotice } from './page-notice';

/** What the last action of a page came to, said above its content. */
export interface PageOutcome {
  /** A warning is a page's own caution (nothing to show, a restriction), said rather than failed. */
  tone: 'success' | 'danger' | 'warning';
  text: string;
}

export interface RunOptions<Result> {
  /** Said when the work is done; without it the page itself shows the change (a row's new state). */
  done?: string | ((result: Result) => string);
  /**
   * Said when it failed: a lead-in that the API's reason follows ('Starting the server failed.
   * {reason}'), or the whole text made from the reason (and the error, where its status decides
   * which words fit). Without it, the API's reason alone.
   */
  failed?: string | ((reason: string, error: unknown) => string);
  /** Where focus goes once it is said; by default the notice, when the focused control has gone. */
  focus?: () => HTMLElement | null;
}

export interface PageActions {
  /** The key of the action under way, if any. */
  busy: string | null;
  /** True while the action of this key (or, without a key, any action) is under way. */
  isBusy: (key?: string) => boolean;
  notice: PageOutcome | null;
  /** Runs one action: busy while it works, then its outcome said and focus kept. Never throws. */
  run: <Result>(key: string, work: () => Promise<Result>, options?: RunOptions<Result>) => Promise<Result | undefined>;
  /** Says an outcome the page learnt some other way (a dialog that did the work). */
  say: (notice: PageOutcome | null) => void;
  /** Where PageNotice puts the notice; focus goes there after an action whose control has gone. */
  noticeRef: RefObject<HTMLDivElement | null>;
}

const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/** The reason an action failed, in the API's words where it gave some. */
export function failureReason(error: unknown): string {
  const reason = isApiRequestError(error) || error instanceof Error ? error.message.trim() : '';
  return reason || SOMETHING_WENT_WRONG;
}

/** The failure's text: the page's lead-in and the API's reason, each said once. */
export function failureText(error: unknown, failed?: RunOptions<unknown>['failed']): string {
  const reason = failureReason(error);
  if (typeof failed === 'function') return failed(reason, error);
  if (!failed || reason === failed || reason === SOMETHING_WENT_WRONG) return failed ?? reason;
  return `${failed} ${reason}`;
}

/**
 * The actions of a page (ARCHITECTURE 'Screens from a kit'): which one is busy, what the last one
 * came to, and where focus goes after it. `about` names the data the page acts on (the selected
 * rows, the record shown): when it changes after a notice appeared, the notice speaks of data that
 * is no longer there and goes. A notice the page before carried here (pageNotice) is said until
 * this page says something itself.
 */
export function usePageActions({
  about,
  ownsPageNotice = true,
}: {
  about?: string | number | null;
  /** False for a part of a page (a dialog, a tab's section): the page itself says what it arrived with. */
  ownsPageNotice?: boolean;
} = {}): PageActions {
  const carried = usePageNotice();
  const arrivedWith = ownsPageNotice ? carried : null;
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<PageOutcome | null>(null);
  const [spoke, setSpoke] = useState(false);
  const noticeRef = useRef<HTMLDivElement | null>(null);
  const focusAfter = useRef<{ from: Element | null; to?: () => HTMLElement | null } | null>(null);
  const shownFor = useRef<{ notice: PageOutcome | null; about: unknown }>({ notice: null, about });

  useEffect(() => {
    // The notice speaks of the data as it was when the notice appeared, not of what came later.
    if (said !== shownFor.current.notice) shownFor.current = { notice: said, about };
    else if (said && !Object.is(about, shownFor.current.about)) setSaid(null);
  }, [said, about]);

  useEffect(() => {
    const pending = focusAfter.current;
    if (!pending || !said) return;
    focusAfter.current = null;
    const target = pending.to?.();
    if (target) return target.focus();
    const lost = !pending.from?.isConnected || document.activeElement === document.body;
    if (lost) noticeRef.current?.focus();
  }, [said]);

  const say = useCallback((notice: PageOutcome | null) => {
    setSpoke(true);
    setSaid(notice);
  }, []);

  const run = useCallback(
    async <Result>(key: string, work: () => Promise<Result>, options: RunOptions<Result> = {}) => {
      say(null);
      setBusy(key);
      focusAfter.current = { from: document.activeElement, to: options.focus };
      try {
        const result = await work();
        const done = typeof options.done === 'function' ? options.done(result) : options.done;
        say(done ? { tone: 'success', text: done } : null);
        return result;
      } catch (error) {
        say({ tone: 'danger', text: failureText(error, options.failed) });
        return undefined;
      } finally {
        setBusy((current) => (current === key ? null : current));
      }
    },
    [say],
  );

  const notice = said ?? (spoke || !arrivedWith ? null : { tone: 'success' as const, text: arrivedWith });
  return {
    busy,
    isBusy: (key?: string) => (key === undefined ? busy !== null : busy === key),
    notice,
    run,
    say,
    noticeRef,
  };
}
