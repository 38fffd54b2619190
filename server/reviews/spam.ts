/**
 * Hints for the moderator that a review may be spam. They never reject anything on their own:
 * a person decides. Each hint names what was seen.
 */
const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|info|biz|ru|cn|xyz|top|shop|io|co)\b/i;
const EMAIL = /\b[^\s@]+@[^\s@]+\.[a-z]{2,}\b/i;
const PHONE = /(?:\+?\d[\s-]?){9,}/;
const SPAM_WORDS =
  /\b(?:casino|viagra|cialis|crypto|bitcoin|forex|loan|porn|escort|seo services|backlinks?|click here|buy now|discount code|promo code|free money|earn \$?\d+|work from home|whatsapp|telegram)\b/i;
const REPEATED = /(.)\1{7,}/;

export function spamHints(text: string, displayName: string): string[] {
  const all = `${displayName}\n${text}`;
  const hints: string[] = [];
  if (LINK.test(all)) hints.push('Contains a link');
  if (EMAIL.test(all)) hints.push('Contains an email address');
  if (PHONE.test(all)) hints.push('Contains a phone number');
  const word = SPAM_WORDS.exec(all);
  if (word) hints.push(`Spam phrase: “${word[0]}”`);
  const letters = text.replace(/[^A-Za-z]/g, '');
  if (letters.length >= 20 && letters === letters.toUpperCase()) hints.push('Written in capitals');
  if (REPEATED.test(text)) hints.push('Repeated characters');
  return hints;
}
