/**
 * A local stand-in for an S3-compatible bucket, addressed path-style as lib/storage/s3.ts does
 * for compatible services (`/<bucket>/<key>`): PutObject, GetObject, DeleteObject and
 * ListObjectsV2 (prefix, continuation token), with S3's XML answers. It refuses a request that
 * is not signed with the configured access key (AccessDenied, as S3 would).
 *
 * Tests read `objects` (key → bytes) and `calls` (method and key of each request), and may set
 * `pageSize` to make listings come in several pages.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_S3_BUCKET = 'vitrina-uploads';
const ACCESS_KEY = 'AKIAFAKE';

export type FakeS3 = Awaited<ReturnType<typeof startFakeS3>>;
type Call = { method: string; key: string; contentType?: string; authorization?: string };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function xml(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

const error = (res: ServerResponse, status: number, code: string) => xml(res, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);

export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const calls: Call[] = [];
  const state = { pageSize: 1000 };

  function list(res: ServerResponse, params: URLSearchParams) {
    const prefix = params.get('prefix') ?? '';
    const after = params.get('continuation-token') ?? '';
    const matching = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = matching.slice(0, Math.min(state.pageSize, Number(params.get('max-keys') ?? 1000)));
    const truncated = page.length < matching.length;
    const contents = page
      .map(
        (key) =>
          `<Contents><Key>${escapeXml(key)}</Key><Size>${objects.get(key)?.body.length ?? 0}</Size><ETag>"fake"</ETag><StorageClass>STANDARD</StorageClass></Contents>`,
      )
      .join('');
    const next = truncated ? `<NextContinuationToken>${escapeXml(page.at(-1) ?? '')}</NextContinuationToken>` : '';
    xml(
      res,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${FAKE_S3_BUCKET}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`,
    );
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const body = await readBody(req);
    calls.push({ method: req.method ?? '', key, contentType: req.headers['content-type'], authorization: req.headers.authorization });
    if (!String(req.headers.authorization ?? '').startsWith(`AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/`)) return error(res, 403, 'AccessDenied');
    if (bucket !== FAKE_S3_BUCKET) return error(res, 404, 'NoSuchBucket');
    if (!key && req.method === 'GET' && url.searchParams.get('list-type') === '2') return list(res, url.searchParams);
    if (!key) return error(res, 400, 'InvalidRequest');
    if (req.method === 'PUT') {
      objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') });
      res.writeHead(200, { etag: '"fake"' });
      return res.end();
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return error(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': object.contentType, 'content-length': String(object.body.length), etag: '"fake"' });
      return res.end(object.body);
    }
    error(res, 405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    objects,
    calls,
    set pageSize(size: number) {
      state.pageSize = size;
    },
    env: {
      S3_BUCKET: FAKE_S3_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: 'fake-secret',
      S3_PUBLIC_URL: 'https://cdn.vitrina.test',
    },
    recover() {
      state.pageSize = 1000;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
