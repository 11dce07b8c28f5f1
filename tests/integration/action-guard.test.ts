import { beforeAll, describe, expect, it } from 'vitest';
import { sendContactMessage } from '@/lib/contact/actions';
import { updateSubmissionStatusAction } from '@/lib/submissions/actions';
import { createUser, signIn } from '../helpers/auth';

beforeAll(async () => {
  const admin = await createUser({ admin: true });
  await signIn(admin.email, admin.password);
});

describe('server actions called with something other than a form (issue 12, item 16)', () => {
  const oddArguments: [string, unknown][] = [
    ['a string', 'hola'],
    ['null', null],
    ['a number', 42],
    ['an array', ['a', 'b']],
  ];

  it.each(oddArguments)('answer field errors for %s, not an unexpected error', async (_label, argument) => {
    const result = await updateSubmissionStatusAction(argument as FormData);
    expect(result).toMatchObject({ ok: false, code: 'invalid', values: {} });
    expect(result.ok === false && Object.keys(result.fieldErrors ?? {})).toEqual(expect.arrayContaining(['submissionId', 'status']));
  });

  it('a public action too', async () => {
    const result = await sendContactMessage(null, null as unknown as FormData);
    expect(result).toMatchObject({ ok: false, code: 'invalid' });
  });
});
