import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBody } from '@shared/contracts/errors';
import { UPLOAD_MAX_BYTES, uploadResponse } from '@shared/contracts/uploads';
import { apiErrors, validation } from '@shared/messages';
import { Upload } from '../../api/src/uploads/upload.entity';
import { type SeededStaff, seedStoreWithStaff, uploadFile } from '../support/fixtures';
import { startTestApp, testEngine, type TestApp } from '../support/test-app';

const messages = validation.upload;

/** A real picture of one colour, as sharp encodes it. */
const picture = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } });

/** GPS position and camera of a phone photo, as EXIF (IFD3 is the GPS directory). */
const PHONE_EXIF = {
  IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 2400/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 21/1 500/100',
  },
};

describe(`uploads on ${testEngine()}: decoded in full, re-encoded, metadata dropped`, () => {
  let t: TestApp;
  let admin: SeededStaff;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await seedStoreWithStaff(t, { handle: 'pics' });
  });
  afterAll(() => t.close());

  const uploads = () => t.dataSource.getRepository(Upload).count();

  async function refused(response: Response, message: string) {
    expect(response.status).toBe(400);
    const { error } = apiErrorBody.parse(await response.json());
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(error.fields).toBeDefined();
  }

  async function stored(response: Response): Promise<Buffer> {
    expect(response.status).toBe(201);
    const { url } = uploadResponse.parse(await response.json());
    const served = await fetch(`${t.baseUrl}${url}`);
    expect(served.status).toBe(200);
    return Buffer.from(await served.arrayBuffer());
  }

  it('stores a photo without its EXIF (GPS position, camera), upright and the same size', async () => {
    const photo = await picture().jpeg().withExif(PHONE_EXIF).toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes('PhoneCo')).toBe(true);

    const kept = await stored(await uploadFile(t, admin.token, photo, { filename: 'IMG_0001.jpg' }));
    const metadata = await sharp(kept).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
    expect(metadata.exif).toBeUndefined();
    expect(kept.includes('PhoneCo')).toBe(false);
    expect(kept.includes('GPS')).toBe(false);
  });

  it('re-encodes PNG, WebP and GIF in their own format, dropping their metadata too', async () => {
    for (const [format, image] of [
      ['png', picture().png().withExif(PHONE_EXIF)],
      ['webp', picture().webp().withExif(PHONE_EXIF)],
      ['gif', picture().gif()],
    ] as const) {
      const kept = await stored(await uploadFile(t, admin.token, await image.toBuffer()));
      const metadata = await sharp(kept).metadata();
      expect({ format, got: metadata.format, exif: metadata.exif }).toEqual({
        format,
        got: format,
        exif: undefined,
      });
    }
  });

  it('refuses a file that only starts like a PNG, a polyglot and a non-image, storing nothing', async () => {
    const before = await uploads();
    const png = await picture().png().toBuffer();
    const signatureOnly = Buffer.concat([png.subarray(0, 33), Buffer.from('<?php system($_GET["c"]); ?>')]);
    await refused(await uploadFile(t, admin.token, signatureOnly), messages.notDecodable);
    const truncated = png.subarray(0, png.length - 20);
    await refused(await uploadFile(t, admin.token, truncated), messages.notDecodable);
    // A picture that is also a page (or an archive): valid image, something after its end.
    const polyglot = Buffer.concat([png, Buffer.from('<html><script>alert(document.cookie)</script>')]);
    await refused(await uploadFile(t, admin.token, polyglot), messages.notDecodable);
    const jpegPolyglot = Buffer.concat([await picture().jpeg().toBuffer(), Buffer.from('PK\x03\x04zip')]);
    await refused(await uploadFile(t, admin.token, jpegPolyglot), messages.notDecodable);
    await refused(
      await uploadFile(t, admin.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      messages.notAnImage,
    );
    expect(await uploads()).toBe(before);
  });

  it('refuses a second file part and any other part, instead of dropping them', async () => {
    const before = await uploads();
    const png = await picture().png().toBuffer();
    const twoFiles = new FormData();
    twoFiles.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    twoFiles.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const post = (body: FormData) =>
      fetch(`${t.baseUrl}/api/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}` },
        body,
      });
    await refused(await post(twoFiles), messages.oneFileOnly);

    const manyFiles = new FormData();
    for (let index = 0; index < 5; index++) {
      manyFiles.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${index}.png`);
    }
    await refused(await post(manyFiles), messages.oneFileOnly);

    const withField = new FormData();
    withField.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    withField.append('caption', 'hello');
    await refused(await post(withField), apiErrors.unknownField('caption'));
    expect(await uploads()).toBe(before);
  });

  it('a file over the limit answers 413 naming the limit', async () => {
    const response = await uploadFile(t, admin.token, Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 1));
    expect(response.status).toBe(413);
    expect(apiErrorBody.parse(await response.json()).error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: messages.tooLarge(UPLOAD_MAX_BYTES / 1024 / 1024),
    });
    expect(messages.tooLarge(UPLOAD_MAX_BYTES / 1024 / 1024)).toMatch(/^Images must be at most \d+ MB\.$/);
  });
});
