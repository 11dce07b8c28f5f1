/** What every server action answers: data, or a message plus field errors and what was typed. */
export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false;
      error: string;
      fieldErrors?: Record<string, string[]>;
      values?: Record<string, string>;
      code?: 'unauthenticated' | 'forbidden' | 'two_factor_required' | 'rate_limited' | 'invalid' | 'failed';
    };

/** An error whose message is written for the person using the product and safe to show. */
export class UserFacingError extends Error {
  override name = 'UserFacingError';
  constructor(
    message: string,
    readonly code: 'invalid' | 'failed' | 'rate_limited' = 'failed',
  ) {
    super(message);
  }
}
