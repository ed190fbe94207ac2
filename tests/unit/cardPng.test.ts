import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import sharp from 'sharp';
import {adler32, adler32Concat, CardPngEncoder, crc32Fallback} from '../../src/plugins/socialCards/cardPng';

/** Bytes that look like pixels: runs of a few values, and some noise. */
function pixels(length: number, seed: number): Buffer {
  const out = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = i % 97 < 60 ? 28 : x >>> 24;
  }
  return out;
}

describe('card PNG encoder', () => {
  it("computes Adler-32 as zlib's trailer has it, whole or from two runs", () => {
    const bytes = pixels(50_000, 7);
    const stream = zlib.deflateSync(bytes);
    const trailer = stream.readUInt32BE(stream.length - 4);
    assert.equal(adler32(bytes), trailer);
    assert.equal(adler32(Buffer.alloc(0)), 1);
    for (const cut of [0, 1, 5552, 33_333, 50_000]) {
      const [first, second] = [bytes.subarray(0, cut), bytes.subarray(cut)];
      assert.equal(adler32Concat(adler32(first), adler32(second), second.length), trailer, `cut at ${cut}`);
    }
  });

  it("computes CRC-32 as zlib does, in one call or continued, where Node.js lacks zlib's", () => {
    const bytes = pixels(3_000, 3);
    assert.equal(crc32Fallback(bytes), zlib.crc32(bytes));
    assert.equal(crc32Fallback(bytes.subarray(1_000), crc32Fallback(bytes.subarray(0, 1_000))), zlib.crc32(bytes));
  });

  it('writes PNGs that decode to the frame with each block in its region, one encoder for many cards', async () => {
    const [width, height] = [40, 30];
    const region = {left: 5, top: 8, width: 20, height: 12};
    const frame = pixels(width * height * 3, 11);
    const encoder = new CardPngEncoder(frame, width, height, region);
    const blocks = [1, 2, 3].map((seed) => pixels(region.width * region.height * 3, seed));
    // At once, as the cards are drawn: each needs rows of its own.
    const pngs = await Promise.all(blocks.map((block) => encoder.encode(block)));
    for (const [index, png] of pngs.entries()) {
      const {data, info} = await sharp(png).raw().toBuffer({resolveWithObject: true});
      assert.deepEqual([info.width, info.height, info.channels], [width, height, 3]);
      const expected = Buffer.from(frame);
      const block = blocks[index]!;
      for (let row = 0; row < region.height; row++) {
        const at = ((region.top + row) * width + region.left) * 3;
        block.copy(expected, at, row * region.width * 3, (row + 1) * region.width * 3);
      }
      assert.ok(data.equals(expected), `card ${index} decodes to other pixels`);
    }
  });

  it("takes RGBA blocks of some of the region's rows, the others being the frame's", async () => {
    const [width, height] = [40, 30];
    const region = {left: 5, top: 8, width: 20, height: 12};
    const frame = pixels(width * height * 3, 11);
    const encoder = new CardPngEncoder(frame, width, height, region);
    const band = {top: 3, height: 6};
    const rgba = pixels(region.width * band.height * 4, 5);
    // A full block first, so that the band's card reuses its rows: the rows outside the band must
    // be the frame's again, not that block's.
    await encoder.encode(pixels(region.width * region.height * 3, 9));
    const {data} = await sharp(await encoder.encode(rgba, 4, band))
      .raw()
      .toBuffer({resolveWithObject: true});
    const expected = Buffer.from(frame);
    for (let row = 0; row < band.height; row++) {
      for (let x = 0; x < region.width; x++) {
        const at = ((region.top + band.top + row) * width + region.left + x) * 3;
        const from = (row * region.width + x) * 4;
        expected.set(rgba.subarray(from, from + 3), at);
      }
    }
    assert.ok(data.equals(expected));
    await assert.rejects(encoder.encode(rgba, 4, {top: 8, height: 6}), /rows 8 to 14 are not inside the region/);
  });

  it('refuses a frame or a block of the wrong size, and a region outside the frame', async () => {
    const region = {left: 2, top: 2, width: 4, height: 4};
    assert.throws(() => new CardPngEncoder(Buffer.alloc(10), 8, 8, region), /frame has 10 bytes, not 8 x 8/);
    assert.throws(
      () => new CardPngEncoder(Buffer.alloc(8 * 8 * 3), 8, 8, {...region, left: 6}),
      /region .* is not inside 8 x 8/,
    );
    const encoder = new CardPngEncoder(Buffer.alloc(8 * 8 * 3), 8, 8, region);
    await assert.rejects(encoder.encode(Buffer.alloc(5)), /block has 5 bytes, not 4 x 4 pixels of 3 bytes/);
  });
});
