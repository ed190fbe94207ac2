// The cards' PNG encoder. Every card of a site is the same frame with a different text block in
// one region of it, so most of a card's image data (the rows above the region, and the margins
// beside it) is the same from card to card. A PNG's image data is one zlib stream of its rows
// (each a filter byte, then the pixels), and a deflate stream may be cut into independently
// compressed runs: a run that ends with a full flush is byte-aligned, refers to nothing after it,
// and leaves the stream open. So the rows above the region are compressed once per frame, and
// each card compresses only its own rows, the region's and those below it (on libuv's threads).
// The zlib trailer of that second run gives its Adler-32 checksum, which is combined with the
// first run's. sharp encoded every card whole: 5.9 ms a card, plus 3.3 ms to copy the block into
// a new 2.3 MB frame (measured on 70 cards), against about 2.5 ms for the rows here.
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const deflate = promisify(zlib.deflate);

/**
 * zlib's compression level. On 110 cards: level 3, 19 ms of CPU a card for the whole drawing and
 * 55 KB; level 6, 22 ms and 45 KB; sharp's own PNGs (level 6 of zlib-ng), 26 ms and 51 KB.
 */
const LEVEL = 3;

/** A region of the frame, in pixels. */
export type Region = {left: number; top: number; width: number; height: number};

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The zlib header (RFC 1950) of a stream at that level: its first two bytes. */
const ZLIB_HEADER = zlib.deflateSync(Buffer.alloc(0), {level: LEVEL}).subarray(0, 2);
/** Adler-32's modulus: the largest prime below 2^16. */
const ADLER_MOD = 65521;

/** CRC-32 (ISO 3309, as PNG uses it) by table, for Node.js before 20.15, which lacks zlib.crc32. */
const CRC_TABLE = Array.from({length: 256}, (_, byte) => {
  let c = byte;
  for (let bit = 0; bit < 8; bit++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32Fallback(bytes: Uint8Array, value = 0): number {
  let c = ~value;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

const crc32: (bytes: Uint8Array, value?: number) => number =
  (zlib as {crc32?: typeof zlib.crc32}).crc32 ?? crc32Fallback;

/** A PNG chunk: its length, type, data and the CRC-32 of the type and data. */
function chunk(type: string, ...parts: Buffer[]): Buffer {
  const typeBytes = Buffer.from(type, 'latin1');
  const length = parts.reduce((sum, part) => sum + part.length, 0);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(length, 0);
  typeBytes.copy(head, 4);
  let crc = crc32(typeBytes);
  for (const part of parts) crc = crc32(part, crc);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc, 0);
  return Buffer.concat([head, ...parts, tail]);
}

const IEND = chunk('IEND');

/** The Adler-32 checksum of some bytes (RFC 1950): A is 1 plus their sum, B the sum of every A. */
export function adler32(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  // 5552 bytes is the longest run after which B still fits in 2^53 before the modulo.
  for (let start = 0; start < bytes.length; start += 5552) {
    const end = Math.min(start + 5552, bytes.length);
    for (let i = start; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= ADLER_MOD;
    b %= ADLER_MOD;
  }
  return ((b << 16) | a) >>> 0;
}

/**
 * The checksum of two runs of bytes one after the other, from the checksum of each and the length
 * of the second. Each byte of the second run adds to A once, so A = A1 + A2 - 1 (both start at 1);
 * B1 carries on unchanged, and each of the second run's `length` sums of A also counts the first
 * run's bytes, A1 - 1: B = B1 + B2 + length * (A1 - 1).
 */
export function adler32Concat(first: number, second: number, secondLength: number): number {
  const a1 = first & 0xffff;
  const b1 = first >>> 16;
  const a2 = second & 0xffff;
  const b2 = second >>> 16;
  const a = (a1 + a2 + ADLER_MOD - 1) % ADLER_MOD;
  const b = (b1 + b2 + (secondLength % ADLER_MOD) * ((a1 + ADLER_MOD - 1) % ADLER_MOD)) % ADLER_MOD;
  return ((b << 16) | a) >>> 0;
}

/**
 * Encodes cards that share a frame (RGB, `width` x `height`) and differ inside `region`. Rows
 * carry filter type 0 (none), as sharp's PNGs did: the frame is flat colour, which deflate
 * compresses well as it is.
 */
export class CardPngEncoder {
  private readonly rowBytes: number;
  /** The signature and the header chunk. */
  private readonly head: Buffer;
  /** The start of the image data: the zlib header and the rows above the region, compressed. */
  private readonly top: Buffer;
  private readonly topAdler: number;
  /** The rows from the region's top to the bottom of the card, as the frame has them. */
  private readonly rest: Buffer;
  /** Copies of `rest` not in use: a card writes its block into one, and gives it back once compressed. */
  private readonly spare: Buffer[] = [];

  constructor(
    frame: Buffer,
    width: number,
    height: number,
    private readonly region: Region,
  ) {
    if (frame.length !== width * height * 3) {
      throw new Error(`card PNG: the frame has ${frame.length} bytes, not ${width} x ${height} RGB pixels`);
    }
    if (region.left + region.width > width || region.top + region.height > height) {
      throw new Error(`card PNG: the region ${JSON.stringify(region)} is not inside ${width} x ${height}`);
    }
    this.rowBytes = 1 + width * 3;
    const rows = (from: number, to: number) => {
      const out = Buffer.alloc((to - from) * this.rowBytes);
      for (let row = from; row < to; row++) {
        // The filter byte stays 0.
        frame.copy(out, (row - from) * this.rowBytes + 1, row * width * 3, (row + 1) * width * 3);
      }
      return out;
    };
    const top = rows(0, region.top);
    this.topAdler = adler32(top);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    // 8 bits per channel, colour type 2 (RGB), then compression, filtering and interlace methods 0.
    header.set([8, 2, 0, 0, 0], 8);
    this.head = Buffer.concat([SIGNATURE, chunk('IHDR', header)]);
    this.top = Buffer.concat([
      ZLIB_HEADER,
      zlib.deflateRawSync(top, {level: LEVEL, finishFlush: zlib.constants.Z_FULL_FLUSH}),
    ]);
    this.rest = rows(region.top, height);
  }

  /**
   * The card with `block` in the region: the region's width, RGB or, with `channels` 4, RGBA (the
   * alpha is dropped: a card is opaque). The block holds the region's rows from `band.top` for
   * `band.height` rows (by default all of them); the region's other rows are the frame's.
   */
  async encode(
    block: Uint8Array | Uint8ClampedArray,
    channels: 3 | 4 = 3,
    band: {top: number; height: number} = {top: 0, height: this.region.height},
  ): Promise<Buffer> {
    const {region, rowBytes} = this;
    const blockRowBytes = region.width * channels;
    if (band.top < 0 || band.height < 0 || band.top + band.height > region.height) {
      throw new Error(`card PNG: the rows ${band.top} to ${band.top + band.height} are not inside the region`);
    }
    if (block.length !== band.height * blockRowBytes) {
      throw new Error(
        `card PNG: the block has ${block.length} bytes, not ${region.width} x ${band.height} pixels of ${channels} bytes`,
      );
    }
    const rows = this.spare.pop() ?? Buffer.from(this.rest);
    const rowsView = new DataView(rows.buffer, rows.byteOffset, rows.byteLength);
    const blockView = new DataView(block.buffer, block.byteOffset, block.byteLength);
    try {
      const left = 1 + region.left * 3;
      for (let row = 0; row < region.height; row++) {
        const to = row * rowBytes + left;
        if (row < band.top || row >= band.top + band.height) {
          // A spare holds an earlier card's block.
          this.rest.copy(rows, to, to, to + region.width * 3);
          continue;
        }
        const from = (row - band.top) * blockRowBytes;
        if (channels === 3) {
          rows.set(block.subarray(from, from + blockRowBytes), to);
          continue;
        }
        // Four bytes at a time, little-endian, each pixel's alpha overwritten by the next pixel's red:
        // a quarter of the time of a loop over bytes. The row's last pixel goes byte by byte, so
        // that its alpha does not land on the next row's filter byte.
        const last = from + blockRowBytes - 4;
        let target = to;
        for (let source = from; source < last; source += 4, target += 3) {
          rowsView.setUint32(target, blockView.getUint32(source, true), true);
        }
        rows[target] = block[last]!;
        rows[target + 1] = block[last + 1]!;
        rows[target + 2] = block[last + 2]!;
      }
      // A zlib stream of its own: 2 bytes of header, the deflate data, then its Adler-32.
      const compressed = await deflate(rows, {level: LEVEL});
      const data = compressed.subarray(2, compressed.length - 4);
      const adler = Buffer.alloc(4);
      adler.writeUInt32BE(adler32Concat(this.topAdler, compressed.readUInt32BE(compressed.length - 4), rows.length), 0);
      return Buffer.concat([this.head, chunk('IDAT', this.top, data, adler), IEND]);
    } finally {
      this.spare.push(rows);
    }
  }
}
