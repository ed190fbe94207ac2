/**
 * Width and height of a PNG, read from its header: the 8-byte signature, then the IHDR chunk
 * (length, type, width, height as 32-bit big-endian). Throws when the bytes are not a PNG.
 */
export function pngSize(bytes: Uint8Array): {width: number; height: number} {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) {
    throw new Error('not a PNG file (wrong signature)');
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.slice(12, 16)) !== 'IHDR') {
    throw new Error('not a PNG file (no IHDR chunk first)');
  }
  return {width: view.getUint32(16), height: view.getUint32(20)};
}
