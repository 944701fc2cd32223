import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngOf } from '../test-support/documents.ts';
import { CloudOcr } from './cloud-ocr.ts';
import { extractDocumentText } from './text-extract.ts';

// A local server in the Vision format: it answers by the first byte of the image it is sent.
let server: Server;
let url = '';
const received: Array<{ auth: string | undefined; body: unknown }> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(raw);
      received.push({ auth: req.headers.authorization, body });
      const image = Buffer.from(body.requests[0].image.content, 'base64');
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (req.url?.endsWith('/down')) return reply(503, { message: 'unavailable' });
      switch (image[0]) {
        case 1:
          return reply(200, { responses: [{ error: { message: 'Bad image data.' } }] });
        case 2:
          return reply(200, { responses: [{}] });
        case 3:
          return reply(200, { responses: [{ fullTextAnnotation: { text: 'No blocks', pages: [{ blocks: [] }] } }] });
        default:
          return reply(200, {
            responses: [
              {
                fullTextAnnotation: {
                  text: 'Saturn in Capricorn\u2014patient\u2026\nPage 1\n',
                  pages: [{ blocks: [{ confidence: 0.9 }, { confidence: 0.7 }] }, { blocks: [{ confidence: 0.8 }] }],
                },
              },
            ],
          });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/functions/v1/ocr`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('CloudOcr', () => {
  it('sends the spec request and averages block confidences', async () => {
    const ocr = new CloudOcr({ url, key: 'anon-key' });
    const result = await ocr.recognize(new Uint8Array([0x89, 0x50]));
    expect(result.text).toBe('Saturn in Capricorn\u2014patient\u2026\nPage 1\n');
    expect(result.confidence).toBeCloseTo(0.8, 10);
    expect(result.method).toBe('cloud');
    expect(received.at(-1)).toEqual({
      auth: 'Bearer anon-key',
      body: {
        requests: [
          {
            image: { content: Buffer.from([0x89, 0x50]).toString('base64') },
            features: [{ type: 'DOCUMENT_TEXT_DETECTION', maxResults: 1 }],
            imageContext: { languageHints: ['en'] },
          },
        ],
      },
    });
  });

  it('uses 0.5 without blocks, 0 and empty text without an annotation', async () => {
    const ocr = new CloudOcr({ url, key: 'k' });
    expect(await ocr.recognize(new Uint8Array([3]))).toEqual({ text: 'No blocks', confidence: 0.5, method: 'cloud' });
    expect(await ocr.recognize(new Uint8Array([2]))).toEqual({ text: '', confidence: 0, method: 'cloud' });
  });

  it('gives the spec error texts', async () => {
    await expect(new CloudOcr({ url, key: 'k' }).recognize(new Uint8Array([1]))).rejects.toThrow(
      'Vision API error: Bad image data.',
    );
    await expect(new CloudOcr({ url: `${url}/down`, key: 'k' }).recognize(new Uint8Array([9]))).rejects.toThrow(
      'Google Cloud Vision API error: 503 - {"message":"unavailable"}',
    );
  });

  it('feeds the pipeline, whose cleanup applies to its text', async () => {
    const result = await extractDocumentText(pngOf(['x']), 'png', { ocr: new CloudOcr({ url, key: 'k' }) });
    expect(result).toEqual({
      text: 'Saturn in Capricorn-patient...',
      confidence: expect.closeTo(0.8, 10),
      method: 'cloud',
    });
  });
});
