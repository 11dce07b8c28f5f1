/**
 * A local DNS server for the records a customer creates for their own domain (TXT, CNAME, A, and
 * MX for their e-mail, written "10 mx1.example.net"), so
 * the domain check runs through Node's real resolver. Answers over UDP from an in-memory zone;
 * a name with no record at all is NXDOMAIN, a name with records of another type is NODATA.
 */
import { createSocket } from 'node:dgram';

type RecordType = 'A' | 'CNAME' | 'TXT' | 'MX';
const TYPE_CODES: Record<RecordType, number> = { A: 1, CNAME: 5, TXT: 16, MX: 15 };

export type FakeDns = {
  env: Record<string, string>;
  /** Replaces the records of one name and type (an empty list removes them). */
  set: (name: string, type: RecordType, values: string[]) => void;
  /** While on, every question gets SERVFAIL: a resolver that cannot reach the domain's servers. */
  failAll: (isFailing: boolean) => void;
  /** How many questions were asked (a check that must not reach DNS can assert it did not). */
  queries: () => number;
  recover: () => void;
  stop: () => Promise<void>;
};

function encodeName(name: string): Buffer {
  const labels = name.replace(/\.$/, '').split('.').filter(Boolean);
  return Buffer.concat([...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])), Buffer.from([0])]);
}

/** The question's name and type, and where the question ends. */
function readQuestion(message: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  while (message[offset] !== 0) {
    const length = message[offset]!;
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += length + 1;
  }
  return { name: labels.join('.').toLowerCase(), type: message.readUInt16BE(offset + 1), end: offset + 5 };
}

function encodeData(type: RecordType, value: string): Buffer {
  if (type === 'A') return Buffer.from(value.split('.').map(Number));
  if (type === 'CNAME') return encodeName(value);
  if (type === 'MX') {
    const [priority, exchange] = value.split(' ');
    const preference = Buffer.alloc(2);
    preference.writeUInt16BE(Number(priority), 0);
    return Buffer.concat([preference, encodeName(exchange ?? '')]);
  }
  const text = Buffer.from(value, 'utf8');
  const chunks: Buffer[] = [];
  for (let i = 0; i < text.length || i === 0; i += 255) {
    const part = text.subarray(i, i + 255);
    chunks.push(Buffer.from([part.length]), part);
  }
  return Buffer.concat(chunks);
}

export async function startFakeDns(): Promise<FakeDns> {
  const zone = new Map<string, Map<RecordType, string[]>>();
  let asked = 0;
  let isFailing = false;
  const socket = createSocket('udp4');

  socket.on('message', (message, peer) => {
    asked += 1;
    const question = readQuestion(message);
    const records = zone.get(question.name);
    const type = (Object.keys(TYPE_CODES) as RecordType[]).find((t) => TYPE_CODES[t] === question.type);
    const values = (type && records?.get(type)) ?? [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(message.readUInt16BE(0), 0);
    // A response, recursion desired and available; NXDOMAIN for a name the zone does not hold.
    header.writeUInt16BE(isFailing ? 0x8182 : records ? 0x8180 : 0x8183, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(isFailing ? 0 : values.length, 6);
    const answers = (isFailing ? [] : values).map((value) => {
      const data = encodeData(type!, value);
      const fixed = Buffer.alloc(12);
      fixed.writeUInt16BE(0xc00c, 0); // the question's name
      fixed.writeUInt16BE(TYPE_CODES[type!], 2);
      fixed.writeUInt16BE(1, 4); // IN
      fixed.writeUInt32BE(60, 6);
      fixed.writeUInt16BE(data.length, 10);
      return Buffer.concat([fixed, data]);
    });
    socket.send(Buffer.concat([header, message.subarray(12, question.end), ...answers]), peer.port, peer.address);
  });

  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    env: { SITES_DNS_SERVERS: `127.0.0.1:${port}` },
    set(name, type, values) {
      const key = name.toLowerCase().replace(/\.$/, '');
      const records = zone.get(key) ?? new Map<RecordType, string[]>();
      if (values.length > 0) records.set(type, values);
      else records.delete(type);
      if (records.size > 0) zone.set(key, records);
      else zone.delete(key);
    },
    failAll(failing) {
      isFailing = failing;
    },
    queries: () => asked,
    recover: () => {
      zone.clear();
      asked = 0;
      isFailing = false;
    },
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
