/**
 * Starts every local stand-in for an external service and returns the environment that
 * points the app at them. Each fake registers itself in FAKES.
 */
import { startFakeDns } from './dns/server';
import { startFakeEmailForwarding } from './email-forwarding/server';
import { startFakeMercadoPago } from './mercadopago/server';
import { startFakeOpenAI } from './openai/server';
import { startFakeReceipts } from './receipts/server';
import { startFakeStripe } from './stripe/server';

type Fake = { env: Record<string, string>; stop: () => Promise<void> };
type FakeFactory = () => Promise<Fake>;

const FAKES: FakeFactory[] = [startFakeOpenAI, startFakeStripe, startFakeMercadoPago, startFakeReceipts, startFakeDns, startFakeEmailForwarding];

export async function startFakes(): Promise<Fake> {
  const started = await Promise.all(FAKES.map((start) => start()));
  return {
    env: Object.assign({}, ...started.map((f) => f.env)),
    stop: async () => {
      await Promise.all(started.map((f) => f.stop()));
    },
  };
}
