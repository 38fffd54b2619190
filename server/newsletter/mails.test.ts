import { describe, expect, it } from 'vitest';
import { alreadySubscribedMail, confirmationMail, letter, paragraph } from './mails';

const site = { name: 'Puur', url: 'https://puur.test' };

describe('the newsletter mails', () => {
  it('greet and sign the plain text and greet the HTML page the same way', () => {
    const mail = letter(site, ['One line.'], [paragraph('One <line>.')], 'Small print');
    expect(mail.text).toBe('Hello,\n\nOne line.\n\nPuur');
    expect(mail.html).toContain('>Hello,</p>\n<p');
    expect(mail.html).toContain('One &lt;line&gt;.');
    expect(mail.html).toContain('>Small print</div>');
  });

  it('carry the confirmation link, and the unsubscribe link, in both bodies', () => {
    const confirm = confirmationMail(site, 'a@puur.test', 'abc');
    const url = 'https://puur.test/newsletter/confirm?token=abc';
    expect(confirm.text.startsWith('Hello,\n\n')).toBe(true);
    expect(confirm.text).toContain(`\n${url}\n`);
    expect(confirm.html).toContain(`href="${url}"`);
    const again = alreadySubscribedMail(site, 'a@puur.test', 'xyz');
    expect(again.text).toContain('newsletter/unsubscribe?token=xyz');
    expect(again.text.endsWith('\n\nPuur')).toBe(true);
    expect(again.headers?.['List-Unsubscribe']).toContain('token=xyz');
  });
});
