/**
 * The answer to ZPL II `~HS` (Host Status Return): three strings, each framed by STX (0x02) and
 * ETX (0x03) and followed by CR LF (ZPL II Programming Guide, ~HS):
 *
 *   1. `aaa,b,c,dddd,eee,f,g,h,iii,j,k,l`: b paper out, c pause, f receive buffer full,
 *      j corrupt RAM, k under temperature, l over temperature (1 = yes).
 *   2. `mmm,n,o,p,q,r,s,t,uuuuuuuu,v,www`: o head up (open), p ribbon out.
 *   3. `xxxx,y`: password and static RAM (nothing a clerk acts on).
 */

const STX = 0x02;
const ETX = 0x03;

/** The status request, as sent. `~` commands act at once, even while a label is printing. */
export const HOST_STATUS_REQUEST = '~HS';

export interface ZplHostStatus {
  readonly paperOut: boolean;
  readonly paused: boolean;
  readonly bufferFull: boolean;
  readonly corruptRam: boolean;
  readonly underTemperature: boolean;
  readonly overTemperature: boolean;
  readonly headOpen: boolean;
  readonly ribbonOut: boolean;
}

/** The framed strings found so far in `bytes` (complete ones only). */
export function hostStatusStrings(bytes: Uint8Array): string[] {
  const strings: string[] = [];
  let start = -1;
  for (let index = 0; index < bytes.length; index += 1) {
    if (bytes[index] === STX) start = index + 1;
    else if (bytes[index] === ETX && start >= 0) {
      strings.push(Buffer.from(bytes.subarray(start, index)).toString('latin1'));
      start = -1;
    }
  }
  return strings;
}

/** Whether the whole answer (all three strings) is in. */
export function isHostStatusComplete(bytes: Uint8Array): boolean {
  return hostStatusStrings(bytes).length >= 3;
}

/**
 * Reads the flags, which the first two strings hold; undefined when they are not there or not of
 * ~HS's shape.
 */
export function parseHostStatus(bytes: Uint8Array): ZplHostStatus | undefined {
  const [first, second] = hostStatusStrings(bytes).map((text) =>
    text.split(',').map((field) => field.trim()),
  );
  if (!first || !second || first.length < 12 || second.length < 4) return undefined;
  const flag = (value: string) => value === '1';
  return {
    paperOut: flag(first[1]),
    paused: flag(first[2]),
    bufferFull: flag(first[5]),
    corruptRam: flag(first[9]),
    underTemperature: flag(first[10]),
    overTemperature: flag(first[11]),
    headOpen: flag(second[2]),
    ribbonOut: flag(second[3]),
  };
}

/**
 * What stops the printer, in a clerk's words, the most pressing first; empty when it is ready. A
 * paused printer would keep the label until someone presses its button: a print is refused for that
 * too, so the items are not marked printed while nothing comes out.
 */
export function hostStatusProblems(status: ZplHostStatus): string[] {
  const problems: string[] = [];
  if (status.paperOut) problems.push('Out of paper');
  if (status.headOpen) problems.push('Print head open');
  if (status.ribbonOut) problems.push('Out of ribbon');
  if (status.overTemperature) problems.push('Print head too hot');
  if (status.underTemperature) problems.push('Print head too cold');
  if (status.bufferFull) problems.push('Printer memory full');
  if (status.corruptRam) problems.push('Printer settings lost');
  if (status.paused) problems.push('Paused');
  return problems;
}
