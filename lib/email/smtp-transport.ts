import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';

let transport: { url: string; transporter: Transporter } | undefined;

/** One nodemailer transport per SMTP URL, shared by sending and the health check. */
export function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) };
  return transport.transporter;
}
