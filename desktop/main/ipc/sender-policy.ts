import { isBackOfficeRoute, isKioskRoute, type IpcAudience } from '@shared/ipc/audiences';
import { isServerOriginUrl, parseUrl } from '../security/origin';

/** What the app opened a window for. Windows a page opens itself have no role. */
export type WindowRole = 'backOffice' | 'kiosk';

/** What the sender check needs to know about the page that asks (or that an event would reach). */
export interface SenderFacts {
  /** The sending frame's URL; null or undefined once the frame has navigated away or been destroyed. */
  readonly frameUrl: string | null | undefined;
  /** False for a frame inside the page (an iframe), which never speaks for the window. */
  readonly isMainFrame: boolean;
  /** The role the app registered the frame's window under; undefined for any other window. */
  readonly windowRole: WindowRole | undefined;
}

// A data: URL can be megabytes long; the message only needs to say where it pointed.
function describeUrl(url: string): string {
  return url.length > 200 ? `${url.slice(0, 200)}…` : url;
}

/**
 * The screen `url` shows, as a route path of the renderer (`/inventories/12`), measured from the server
 * URL's folder so a server behind a path prefix keeps working (as the kiosk URL does); null for a URL
 * outside that folder.
 */
export function screenPathOf(url: string, serverUrl: string): string | null {
  const page = parseUrl(url);
  const server = parseUrl(serverUrl);
  if (!page || !server) return null;
  const folder = server.pathname.endsWith('/') ? server.pathname : `${server.pathname}/`;
  if (page.pathname === folder.slice(0, -1)) return '/';
  if (!page.pathname.startsWith(folder)) return null;
  return `/${page.pathname.slice(folder.length)}`;
}

/**
 * Why a page may not use a channel of `audience`, or null when it may. The rule, in order:
 * the frame still exists and shows the server's origin (scheme, host and port); it is the main frame
 * of its window; and for `backOffice` / `kiosk`, the window is the one the app opened for that role
 * and the page is one of that role's screens. The same rule decides which windows receive an event.
 */
export function senderRefusal(audience: IpcAudience, facts: SenderFacts, serverUrl: string): string | null {
  const { frameUrl } = facts;
  if (!frameUrl) return 'the sending frame is gone';
  if (!isServerOriginUrl(frameUrl, new URL(serverUrl).origin)) {
    return `the sender (${describeUrl(frameUrl)}) is not the configured server`;
  }
  if (!facts.isMainFrame) return 'the sender is a frame inside a page, not the page itself';
  if (audience === 'any') return null;

  const path = screenPathOf(frameUrl, serverUrl);
  if (audience === 'backOffice') {
    if (facts.windowRole !== 'backOffice') return "the sender is not the app's back-office window";
    if (path === null || !isBackOfficeRoute(path))
      return `${describeUrl(frameUrl)} is not a back-office screen`;
    return null;
  }
  if (facts.windowRole !== 'kiosk') return 'the sender is not the kiosk window';
  if (path === null || !isKioskRoute(path)) return `${describeUrl(frameUrl)} is not the kiosk screen`;
  return null;
}
