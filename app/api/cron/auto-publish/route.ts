import { handleAutoPublishCron } from '@/lib/blog/auto-publish-cron';

export async function GET(request: Request) {
  return handleAutoPublishCron(request);
}
