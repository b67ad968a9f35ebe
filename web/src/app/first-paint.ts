// Which pages paint before the startup session check (spec §4) is done: the public pages that show the same to
// every visitor, for a browser that had no session when it last closed the app. They draw once startup has the course
// map and the language and has sent the session check, without waiting for its answer; everyone else waits for it.
import { useLoadingStore } from '../features/feedback/stores/loading-store';
import { useSessionStore } from '../lib/session-store';

/**
 * Public pages whose first screen needs no session: they draw while startup finishes behind them. Not the account
 * forms (login, signup): a login sent before the session check answers would race its outcome.
 */
const PAINT_BEFORE_SESSION = new Set(['/preview', '/main', '/term/use', '/term/privacy', '/term/marketing']);

/** Set while a student is logged in; a browser without it had no session the last time the app ran. */
const SESSION_HINT_KEY = 'sessionHint';

function readHint(): boolean {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeHint(on: boolean): void {
  try {
    if (on) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage is off (a private window): every load then paints at once, as for a visitor.
  }
}

/** Read once per load: a returning student waits for the session check, so no visitor's page flashes first. */
let visitorAtStartup: boolean | null = null;

/** Whether this path may draw before the startup session check is done. */
function paintsBeforeSession(pathname: string): boolean {
  visitorAtStartup ??= !readHint();
  return visitorAtStartup && PAINT_BEFORE_SESSION.has(pathname);
}

/**
 * Whether the shell may draw this path now, before startup is done: a page that paints before the session check,
 * once startup has passed the course map (it sets up the loading indicator next, spec §4 step 2, then chooses the
 * language and sends the session check in the same turn). The course map is requested before React starts, so that
 * wait is short, and the page's course-map picture draws at once rather than moving what is below it.
 */
export function useEarlyPaint(pathname: string): boolean {
  const pastCourseMap = useLoadingStore((s) => s.enabled);
  return pastCourseMap && paintsBeforeSession(pathname);
}

/**
 * Reads the hint for this load, then keeps it in step with the session: set on login, cleared once the app knows
 * nobody is logged in.
 */
export function trackSessionHint(): () => void {
  visitorAtStartup = !readHint();
  return useSessionStore.subscribe((state) => {
    if (state.loginStatus === 'LOGIN') writeHint(true);
    else if (state.loginStatus === 'NO_LOGIN' && state.initViewStatus === 'OK') writeHint(false);
  });
}
