// Types of the island's pure module for the TypeScript that imports it (the tests).
import type { SocialProofFeed } from '@/lib/social-proof/schemas';

export type SocialProofNotice = { business: string; region: string; time: string };
export const SOCIAL_PROOF_TIMING: Readonly<{ firstDelayMs: number; intervalMs: number; visibleMs: number }>;
export function hasNotices(feed: SocialProofFeed): boolean;
export function noticeFor(feed: SocialProofFeed, appearance: number, now: Date, random?: () => number): SocialProofNotice | null;
export function timeAgo(then: Date, now: Date): string;
