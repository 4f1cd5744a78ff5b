import { isServerOriginUrl } from './origin';

/**
 * Web permissions the renderer may have, and only on the server's origin.
 * `clipboard-sanitized-write` backs "Copy link" ('Link copied!', spec 001 §8). Everything else is
 * refused: camera, microphone, geolocation, notifications, screen capture, and in particular
 * WebHID, Web Serial and WebUSB, because scanners and printers belong to the main process
 * (ARCHITECTURE.md), where each device call is validated, never to page script.
 */
export const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

/**
 * `requestingUrl` is the URL (or, for permission checks, the origin) of the frame that asks.
 * A missing one is refused: Electron leaves it out for cross-origin subframes.
 */
export function isPermissionAllowed(
  permission: string,
  requestingUrl: string | null | undefined,
  serverOrigin: string,
): boolean {
  return ALLOWED_PERMISSIONS.has(permission) && isServerOriginUrl(requestingUrl, serverOrigin);
}
