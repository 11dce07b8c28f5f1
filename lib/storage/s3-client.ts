import 'server-only';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

export type S3Connection = { region: string; endpoint?: string; accessKeyId: string; secretAccessKey: string };

/** An S3 client for AWS or a compatible service (MinIO, R2, the local stand-in in tests). */
export function createS3Client(connection: S3Connection): S3Client {
  return new S3Client({
    region: connection.region,
    endpoint: connection.endpoint,
    // Compatible services (MinIO, R2, local stand-ins) expect bucket-in-path addressing.
    forcePathStyle: Boolean(connection.endpoint),
    // Checksums only where S3 requires them: several compatible services reject the SDK's
    // default extra checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: connection.accessKeyId, secretAccessKey: connection.secretAccessKey },
  });
}

/** Every object under `prefix` (the whole bucket without one), following S3's pages of at most 1,000. */
export async function* listObjects(client: S3Client, bucket: string, prefix?: string): AsyncGenerator<{ key: string; bytes: number }> {
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const { Key, Size } of page.Contents ?? []) if (Key) yield { key: Key, bytes: Size ?? 0 };
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}
