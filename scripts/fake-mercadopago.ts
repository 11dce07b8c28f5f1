/**
 * `npm run fake:mercadopago`: the Mercado Pago stand-in for development, on a fixed port, so the
 * whole payment flow (checkout page, signed notifications, Yape links) runs offline. Prints the
 * variables to put in .env; the app must run on the APP_URL the checkout's return address names.
 */
import { startFakeMercadoPago } from '../tests/fakes/mercadopago/server';

const port = Number(process.argv[2] ?? 4010);
const fake = await startFakeMercadoPago(port);
console.log(`Mercado Pago stand-in on ${fake.url}. Put in .env:\nPAYMENT_PROVIDER=mercadopago`);
for (const [key, value] of Object.entries(fake.env)) console.log(`${key}=${value}`);
const stop = async () => {
  await fake.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
