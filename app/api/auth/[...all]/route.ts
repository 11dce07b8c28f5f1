import { handleAuthRequest } from '@/lib/auth/handler';

export const GET = handleAuthRequest;
export const POST = handleAuthRequest;
