import { MAX_SCAN_CODE_LENGTH } from '@shared/ipc/scanner';

const CR = 0x0d;
const LF = 0x0a;

export type FramedLine =
  { readonly type: 'line'; readonly code: string } | { readonly type: 'dropped'; readonly reason: string };

/**
 * Cuts what a serial scanner sends into codes. Scanners end each code with CR, LF or CRLF (their
 * suffix setting), and the port hands the bytes over in chunks that need not follow the codes: one
 * chunk may hold half a code, or the end of one and the start of the next.
 *
 * - CR, LF and CRLF are each one end, also when the CR and the LF arrive in different chunks.
 * - What has not been ended yet is kept, never emitted: a partial line is not a code.
 * - An empty line (a second suffix, a bare Enter) is ignored.
 * - A line longer than `maxLength` is dropped whole with a reason, not cut into pieces that would look
 *   like codes; what follows its end is read as usual.
 */
export class SerialLineFramer {
  private pending: number[] = [];
  private isOverlong = false;
  private overlongLength = 0;
  private lastWasCr = false;

  constructor(private readonly maxLength = MAX_SCAN_CODE_LENGTH) {}

  push(chunk: Uint8Array): FramedLine[] {
    const out: FramedLine[] = [];
    for (const byte of chunk) {
      const afterCr = this.lastWasCr;
      this.lastWasCr = byte === CR;
      if (byte === LF && afterCr) continue;
      if (byte === CR || byte === LF) {
        const line = this.endLine();
        if (line) out.push(line);
        continue;
      }
      if (this.isOverlong) {
        this.overlongLength += 1;
        continue;
      }
      this.pending.push(byte);
      if (this.pending.length > this.maxLength * 4) this.startOverlong();
    }
    return out;
  }

  private startOverlong(): void {
    this.isOverlong = true;
    this.overlongLength = this.pending.length;
    this.pending = [];
  }

  private endLine(): FramedLine | null {
    if (this.isOverlong) {
      const reason = `a line of ${this.overlongLength} bytes is longer than any code (${this.maxLength})`;
      this.isOverlong = false;
      this.overlongLength = 0;
      return { type: 'dropped', reason };
    }
    const bytes = Buffer.from(this.pending);
    this.pending = [];
    // Some scanners pad with spaces or send a prefix of blanks; a code never starts or ends with one.
    const code = bytes.toString('utf8').trim();
    if (code.length === 0) return null;
    if (code.length > this.maxLength) {
      return {
        type: 'dropped',
        reason: `a line of ${code.length} characters is longer than any code (${this.maxLength})`,
      };
    }
    return { type: 'line', code };
  }
}
