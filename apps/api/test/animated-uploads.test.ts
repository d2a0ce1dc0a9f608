import { describe, expect, it } from 'vitest';
import { databases, uploadFile, useTestServer } from './harness.ts';
import { expectProblem } from './helpers.ts';

/**
 * Animated GIFs are decoded frame by frame into one tall image, so their size is every
 * frame's pixels together. Too many is "too large" (413) with the reason, not "damaged".
 */

/** A GIF of `frames` frames on a `width` x `height` screen, each frame one drawn pixel. */
function animatedGif(width: number, height: number, frames: number): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  screen[4] = 0x80; // a global colour table of two colours
  const frame = Buffer.from([
    ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0], // 0.1 s per frame
    ...[0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0], // a 1x1 image at the top left
    ...[2, 2, 0x44, 0x01, 0], // LZW: clear, colour 0, end
  ]);
  return Buffer.concat([
    Buffer.from('GIF89a', 'ascii'),
    screen,
    Buffer.from([0, 0, 0, 255, 255, 255]),
    Buffer.from([0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0'), 3, 1, 0, 0, 0]),
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

describe.each(databases)('animated uploads on %s', (kind) => {
  const server = useTestServer(kind);

  it('a small animation is kept, with its frames', async () => {
    const res = await uploadFile(server.app, animatedGif(200, 100, 5), 'small.gif');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mime: 'image/gif', width: 200, height: 100 });
  });

  it('30 frames of 2000x2000 (120 megapixels in all) are too large, and say so', async () => {
    const res = await uploadFile(server.app, animatedGif(2000, 2000, 30), 'big.gif');
    expectProblem(res, 413, /30 frames of 2000x2000 pixels.*100 megapixels/);
  });
});
