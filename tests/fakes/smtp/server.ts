/**
 * A local stand-in for an SMTP server, reached through SMTP_URL by nodemailer itself. It speaks
 * the plain (no TLS, no AUTH) subset nodemailer uses: greeting, EHLO/HELO, MAIL, RCPT, DATA,
 * RSET, NOOP and QUIT, and keeps each accepted message's envelope and raw text.
 */
import { createServer, type AddressInfo, type Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type FakeSmtp = { url: string; received: ReceivedMail[]; stop: () => Promise<void> };

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let envelope: ReceivedMail = { from: '', to: [], raw: '' };
    let inData = false;
    let buffer = '';
    reply('220 fake-smtp ready');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(envelope);
            envelope = { from: '', to: [], raw: '' };
            reply('250 accepted');
          } else {
            envelope.raw += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO' || verb === 'NOOP') {
          reply('250 ok');
        } else if (verb === 'MAIL') {
          envelope.from = line.replace(/^MAIL FROM:\s*/i, '');
          reply('250 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(line.replace(/^RCPT TO:\s*/i, ''));
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [], raw: '' };
          reply('250 ok');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else {
          reply('502 not implemented');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
