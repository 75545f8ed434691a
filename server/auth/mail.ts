/**
 * Outgoing mail (docs/architecture.md, sign-in and sessions): SMTP when SMTP_URL is set; otherwise
 * each message is written to DATA_DIR/outbox/ as an .eml file and its links are logged, so a
 * fresh install can register users with no mail server. With DATA_DIR=memory:// (tests) the
 * messages stay in memory.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

/** A message for the mail transport (SMTP, or the outbox directory when SMTP_URL is unset). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The part of a logger the mailer uses (Fastify's logger fits, and so does the CLI's). */
export interface MailLog {
  info(message: string): void;
}

/** A mailer that keeps what it sends (DATA_DIR=memory://). */
export interface MemoryMailer extends Mailer {
  readonly messages: MailMessage[];
}

/** The sender: Ordbot at the public host, e.g. `Ordbot <noreply@ordbot.no>`. */
export function mailFrom(config: Config): string {
  return `Ordbot <noreply@${new URL(config.publicUrl).hostname}>`;
}

export function outboxDir(config: Config): string {
  return path.join(config.dataDir, 'outbox');
}

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

function logSent(log: MailLog, message: MailMessage, where: string) {
  const links = linksIn(message.text);
  const shown = links.length > 0 ? `; link: ${links.join(' ')}` : '';
  log.info(`Mail to ${message.to} ("${message.subject}") ${where}${shown}`);
}

export function createMailer(config: Config, log: MailLog): Mailer {
  const from = mailFrom(config);
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info(`Mail to ${message.to} ("${message.subject}") sent by SMTP`);
      },
    };
  }
  if (config.dataDir.startsWith('memory://')) {
    const messages: MailMessage[] = [];
    const mailer: MemoryMailer = {
      messages,
      async send(message) {
        messages.push(message);
        logSent(log, message, 'kept in memory');
      },
    };
    return mailer;
  }
  const dir = outboxDir(config);
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      fs.mkdirSync(dir, { recursive: true });
      // ISO time first so that names sort by time; no ':' so the names work on every file system.
      const stamp = new Date().toISOString().replace(/:/g, '-');
      const file = path.join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      logSent(log, message, `written to ${file}`);
    },
  };
}

/* ---------- Reading the outbox (tests, e2e, a developer without SMTP) ---------- */

export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const hex = source.slice(i + 1, i + 3);
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (underscoreIsSpace && source[i] === '_') {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(source[i] as string, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words; adjacent words are joined before decoding (split UTF-8). */
function decodeHeader(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=)+/g, (run) => {
    const parts = [...run.matchAll(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g)].map(([, kind, data]) =>
      kind?.toUpperCase() === 'B'
        ? Buffer.from(data ?? '', 'base64')
        : decodeQuotedPrintable(data ?? '', true),
    );
    return Buffer.concat(parts).toString('utf8');
  });
}

/** Parses a single-part text message as the outbox transport writes it. */
export function parseEml(raw: string): Omit<OutboxMessage, 'file'> {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return {
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text,
    links: linksIn(text),
  };
}

/** The messages in an outbox directory, oldest first; none when it does not exist. */
export function readOutbox(dir: string): OutboxMessage[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      return { file, ...parseEml(fs.readFileSync(file, 'utf8')) };
    });
}

/** The newest registration link in an outbox, optionally of mail to one address. */
export function newestRegisterLink(dir: string, to?: string): string | null {
  const wanted = to?.toLowerCase();
  const messages = readOutbox(dir).filter((m) => !wanted || m.to.toLowerCase().includes(wanted));
  for (const message of messages.reverse()) {
    const link = message.links.find((l) => /\/register\/[^/\s]+$/.test(l));
    if (link) return link;
  }
  return null;
}
