import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicAction, userAction } from '@/lib/actions/guard';

// A server action is a public endpoint: its argument is whatever a client decided to send.
const echo = publicAction(z.object({ name: z.string({ error: 'Escribe tu nombre.' }).min(1, 'Escribe tu nombre.') }), async (input) => input.name);

describe('server action guard', () => {
  it('answers a field error, not a crash, when the argument is not an object', async () => {
    for (const argument of [null, undefined, 'texto', 42, ['a', 'b'], true]) {
      const result = await echo(argument as never);
      expect(result, String(argument)).toMatchObject({ ok: false, code: 'invalid', error: 'Escribe tu nombre.' });
      expect(result.ok === false && result.values).toEqual({});
    }
  });

  it('still checks the session first for a signed-in action called with garbage', async () => {
    const mine = userAction(z.object({}), async () => 'secreto');
    expect(await mine(null as never)).toMatchObject({ ok: false, code: 'unauthenticated' });
  });

  it('keeps what was typed when a form fails validation', async () => {
    const form = new FormData();
    form.set('name', '');
    form.set('password', 'no-se-devuelve');
    form.set('city', 'Cusco');
    const result = await echo(form);
    expect(result).toMatchObject({ ok: false, code: 'invalid', values: { name: '', city: 'Cusco' } });
  });
});
