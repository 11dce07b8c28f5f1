'use client';
import { createAuthClient } from 'better-auth/react';
import { twoFactorClient } from 'better-auth/client/plugins';

/** Browser-side calls to /api/auth (same origin). */
export const authClient = createAuthClient({
  plugins: [twoFactorClient()],
});
