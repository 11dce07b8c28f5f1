import { serveLocalUpload } from '@/lib/storage/serve-upload';

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return serveLocalUpload((await params).path);
}
