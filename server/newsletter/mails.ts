import { escapeHtml } from '../http/html';
import type { MailMessage } from '../mail';

/** What every newsletter mail needs to know about the shop. */
export interface MailSite {
  /** SITE_NAME. */
  name: string;
  /** SITE_URL, without a trailing slash. */
  url: string;
}

export function confirmUrl(site: MailSite, token: string): string {
  return `${site.url}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(site: MailSite, token: string): string {
  return `${site.url}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** List-Unsubscribe with one-click (RFC 8058): mail apps show an unsubscribe button and POST to it. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const FONT = "font-family:Georgia,'Times New Roman',serif";
const SANS = 'font-family:Helvetica,Arial,sans-serif';

/** A calm, single-column mail page. `bodyHtml` must already be escaped. */
export function mailLayout(site: MailSite, bodyHtml: string, footerHtml: string): string {
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(site.name)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f7f3ec;color:#24352b;${SANS}">`,
    '<div style="max-width:560px;margin:0 auto;padding:32px 24px">',
    `<p style="${FONT};font-size:22px;color:#2f4a3a;margin:0 0 24px">${escapeHtml(site.name)}</p>`,
    bodyHtml,
    `<hr style="border:none;border-top:1px solid #ddd3c2;margin:32px 0 16px">`,
    `<div style="font-size:12px;line-height:1.5;color:#4f5d54">${footerHtml}</div>`,
    '</div></body></html>',
  ].join('\n');
}

export function paragraph(text: string): string {
  return `<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(text)}</p>`;
}

export function button(url: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:#2f4a3a;color:#f7f3ec;text-decoration:none;padding:12px 22px;border-radius:999px;font-size:13px;letter-spacing:0.08em">${escapeHtml(label)}</a></p>`;
}

export function link(url: string, label = url): string {
  return `<a href="${escapeHtml(url)}" style="color:#2f4a3a">${escapeHtml(label)}</a>`;
}

/**
 * A short mail's two bodies, greeting and signed alike: `text` are the plain lines, `html` the
 * escaped blocks of the HTML page, `footerHtml` its small print.
 */
export function letter(
  site: MailSite,
  text: string[],
  html: string[],
  footerHtml: string,
): { text: string; html: string } {
  return {
    text: ['Hello,', '', ...text, '', site.name].join('\n'),
    html: mailLayout(site, [paragraph('Hello,'), ...html].join('\n'), footerHtml),
  };
}

/** The confirmation mail of the double opt-in. */
export function confirmationMail(site: MailSite, to: string, token: string): MailMessage {
  const url = confirmUrl(site, token);
  const { text, html } = letter(
    site,
    [
      `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address.`,
      'Please confirm by opening this link:',
      '',
      url,
      '',
      'If it was not you, simply ignore this mail: without a confirmation we send nothing more.',
    ],
    [
      paragraph(
        `Someone, hopefully you, asked to receive the ${site.name} newsletter at this address. Please confirm with the button below.`,
      ),
      button(url, 'CONFIRM MY SUBSCRIPTION'),
      paragraph('Or open this link:'),
      `<p style="font-size:13px;word-break:break-all">${link(url)}</p>`,
    ],
    escapeHtml(
      'If it was not you, simply ignore this mail: without a confirmation we send nothing more.',
    ),
  );
  return {
    to,
    subject: `Please confirm your subscription to the ${site.name} newsletter`,
    text,
    html,
  };
}

/** Sent instead of a confirmation when the address is already confirmed (says nothing to the form). */
export function alreadySubscribedMail(
  site: MailSite,
  to: string,
  unsubscribeToken: string,
): MailMessage {
  const url = unsubscribeUrl(site, unsubscribeToken);
  const { text, html } = letter(
    site,
    [
      `Someone asked to subscribe this address to the ${site.name} newsletter again.`,
      'You are already subscribed, so nothing changes.',
      '',
      `To stop receiving the newsletter: ${url}`,
    ],
    [
      paragraph(
        `Someone asked to subscribe this address to the ${site.name} newsletter again. You are already subscribed, so nothing changes.`,
      ),
    ],
    `To stop receiving the newsletter: ${link(url, 'unsubscribe')}.`,
  );
  return {
    to,
    subject: `You are already subscribed to the ${site.name} newsletter`,
    text,
    html,
    headers: unsubscribeHeaders(url),
  };
}
